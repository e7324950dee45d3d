// Who is an admin changes one change at a time, in every process: rights granted or revoked, admins deleted from
// the console, and an admin deleting their own account all take one advisory lock first, so that no two of them
// can together remove the last admin.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.ts';
import { users } from '../db/schema.ts';
import { ApiProblem } from '../errors.ts';

const ADMIN_RIGHTS_LOCK = 7_210_425_003;

/** Inside the change's transaction: waits for any other change of admins to commit. */
export async function lockAdminRights(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_RIGHTS_LOCK})`);
}

/**
 * Inside the transaction that deletes the user's own account, under the lock: an admin may leave only while another
 * admin stays (with none, the next account to verify would become the admin of everyone's data).
 */
export async function refuseLastAdminLeaving(tx: Tx, userId: string): Promise<void> {
  await lockAdminRights(tx);
  const [self] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  if (!self?.isAdmin) return;
  const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.isAdmin, true), ne(users.id, userId))).limit(1);
  if (!other) throw new ApiProblem(400, 'last_admin');
}
