// The limits of the open /auth calls, per client address and, for logins, per account: counted in the database
// (rate_events), so every process shares them, and taken atomically (a place is taken before the work it limits).
// Addresses are kept only as keyed hashes.
import { createHmac } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { loginAddresses } from '../db/schema.ts';
import { tooMany } from '../errors.ts';
import type { ServiceContext } from './context.ts';
import { buckets, LOGIN_LIMITS, OPEN_CALL_LIMITS, PASSWORD_CHECK_LIMITS, type OpenCall } from './limits.ts';
import { KNOWN_ADDRESS_DAYS, release, take, takeAll } from './rate-limit.ts';

const DAY_MS = 24 * 3600 * 1000;

export function createLoginLimits(ctx: ServiceContext) {
  const addressKey = (address: string) => createHmac('sha256', ctx.codeKey).update(`address:${address}`).digest('base64url').slice(0, 22);

  return {
    /** Counts one call of an open /auth operation from the address; 429 (Retry-After) once it has used its share. */
    async openCall(call: OpenCall, address: string): Promise<void> {
      const now = ctx.clock();
      const wait = await ctx.db.transaction((tx) => take(tx, buckets.openCall(call, addressKey(address)), OPEN_CALL_LIMITS[call], now));
      if (wait > 0) throw tooMany('rate_limited', wait);
    },

    /**
     * Takes a place before a signed-in account's current password is checked (429 when its failures are used up),
     * like a login's. Returns what to call once the password turned out right (its place is given back).
     */
    async beginPasswordCheck(userId: string): Promise<{ succeeded(): Promise<void> }> {
      const now = ctx.clock();
      const { wait, taken } = await ctx.db.transaction((tx) => takeAll(tx, [{ bucket: buckets.passwordCheck(userId), windows: PASSWORD_CHECK_LIMITS }], now));
      if (wait > 0) throw tooMany('rate_limited', wait, 'tooManyPasswordChecks');
      return { succeeded: () => ctx.db.transaction((tx) => release(tx, taken)) };
    },

    /**
     * Takes a login's places before its password is checked (429 when a limit is full). `userId` is the account
     * the name or email belongs to, if any. Returns what to call once the password turned out right.
     */
    async beginLogin(identifier: string, userId: string | undefined, address: string): Promise<{ succeeded(): Promise<void> }> {
      const now = ctx.clock();
      const account = userId ? `user:${userId}` : `name:${identifier.toLowerCase()}`;
      const addressHash = addressKey(address);
      const [known] = userId
        ? await ctx.db
            .select({ at: loginAddresses.lastLoginAt })
            .from(loginAddresses)
            .where(and(eq(loginAddresses.userId, userId), eq(loginAddresses.addressHash, addressHash), gt(loginAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS))))
        : [];
      const { wait, taken } = await ctx.db.transaction((tx) =>
        takeAll(
          tx,
          [
            { bucket: buckets.loginPair(account, addressHash), windows: LOGIN_LIMITS.perAccountAndAddress },
            { bucket: buckets.loginAddress(addressHash), windows: LOGIN_LIMITS.perAddress },
            ...(known ? [] : [{ bucket: buckets.loginAccount(account), windows: LOGIN_LIMITS.perAccount }]),
          ],
          now,
        ),
      );
      if (wait > 0) throw tooMany('rate_limited', wait, 'tooManyLoginAttempts');
      return {
        // A right password is no failure: its places are given back, and the address becomes known to the account.
        succeeded: async () => {
          await ctx.db.transaction(async (tx) => {
            await release(tx, taken);
            if (userId) {
              await tx
                .insert(loginAddresses)
                .values({ userId, addressHash, lastLoginAt: now })
                .onConflictDoUpdate({ target: [loginAddresses.userId, loginAddresses.addressHash], set: { lastLoginAt: sql`excluded.last_login_at` } });
            }
          });
        },
      };
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
