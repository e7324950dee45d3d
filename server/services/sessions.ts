// Ending sessions: logout (this session, or every one), an admin logging a user out, and what a process must know
// of a user to refuse an ended session's tokens.
//
// Every process keeps the users of recent calls (user-cache.ts) and drops one when the users trigger announces a
// change to it (users_changed, at commit). Ending a session touches its user's row in the same transaction, so the
// announcement reaches every process, which reads the user again, ended sessions included, on its next call.
import { eq, sql } from 'drizzle-orm';
import { endedSessions, users } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { SESSION_LIFETIME_SECONDS, type TokenClaims } from './tokens.ts';

export function createSessions(ctx: ServiceContext) {
  /** Raises the user's token version: every token of theirs, in every session, is refused from now on. */
  async function endAll(userId: string): Promise<boolean> {
    const [row] = await ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    ctx.users.forget(userId);
    return Boolean(row);
  }

  return {
    endAll,

    /** POST /auth/logout: this session (every token it was refreshed from or into), or all of the user's. */
    async logout(userId: string, claims: TokenClaims, everywhere: boolean): Promise<void> {
      if (everywhere) {
        await endAll(userId);
        return;
      }
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(endedSessions)
          .values({ sessionId: claims.sessionId, userId, endsAt: new Date((claims.startedAt + SESSION_LIFETIME_SECONDS) * 1000) })
          .onConflictDoNothing();
        // Touching the row fires the users trigger: every process hears that this user changed.
        await tx.update(users).set({ tokenVersion: users.tokenVersion }).where(eq(users.id, userId));
      });
      ctx.users.forget(userId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
