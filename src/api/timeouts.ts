// Per-operation timeouts. The slow operations' values come from the contract's `x-timeout-ms`, everything else
// gets its `x-default-timeout-ms` (both generated into operation-timeouts.gen.ts by `npm run gen:api`; the
// server's AI coach answers inside the same figures).
import { DEFAULT_OPERATION_TIMEOUT_MS, OPERATION_TIMEOUTS } from './operation-timeouts.gen';

/** product-spec §7/§9: the client's default timeout. */
export const DEFAULT_TIMEOUT_MS = DEFAULT_OPERATION_TIMEOUT_MS;

export function timeoutFor(method: string, schemaPath: string): number {
  const key = `${method.toUpperCase()} ${schemaPath}` as keyof typeof OPERATION_TIMEOUTS;
  return OPERATION_TIMEOUTS[key] ?? DEFAULT_TIMEOUT_MS;
}
