// The services, wired once from their context.
import { createAccounts } from './accounts.ts';
import { createAdmin } from './admin.ts';
import type { ServiceContext } from './context.ts';
import { createVerification } from './verification.ts';

export function createServices(ctx: ServiceContext) {
  const verification = createVerification(ctx);
  return { ctx, verification, accounts: createAccounts(ctx, verification), admin: createAdmin(ctx) };
}

export type Services = ReturnType<typeof createServices>;
