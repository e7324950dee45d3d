// Per-operation timeouts. The slow operations' values come from the contract's `x-timeout-ms`
// (generated into operation-timeouts.gen.ts by `npm run gen:api`); everything else gets the default.
import { OPERATION_TIMEOUTS } from './operation-timeouts.gen';

/** product-spec §7/§9: the client's default timeout. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export function timeoutFor(method: string, schemaPath: string): number {
  const key = `${method.toUpperCase()} ${schemaPath}` as keyof typeof OPERATION_TIMEOUTS;
  return OPERATION_TIMEOUTS[key] ?? DEFAULT_TIMEOUT_MS;
}
