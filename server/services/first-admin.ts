// The first admin of an installation: whoever first proves an address (a verification code, or a reset link, which
// proves it too) while there is no admin. Registering alone makes nobody an admin: an unverified account is nothing
// yet. `npm run admin -- grant` makes admins from the command line whatever this says.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.ts';
import { users, type UserRow } from '../db/schema.ts';

/** Serialises "is there an admin yet?" between verifications at the same moment (in every process). */
const FIRST_ADMIN_LOCK = 7_210_425_002;

/** Inside the transaction that verified the user: makes them the admin when there is none. Returns the row as it is now. */
export async function adminIfNone(tx: Tx, user: UserRow): Promise<UserRow> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (admin) return user;
  const [promoted] = await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id)).returning();
  return promoted!;
}
