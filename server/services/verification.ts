// Email verification codes and password reset links: made, mailed, checked. Codes and tokens are stored only
// as keyed hashes; every limit answers with the contract's code.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.ts';
import { passwordResets, users, verificationCodes, type UserRow } from '../db/schema.ts';
import { ApiProblem, tooMany } from '../errors.ts';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../mail/templates.ts';
import { recordActivity } from './activity.ts';
import { adminIfNone } from './first-admin.ts';
import type { ServiceContext } from './context.ts';
import { buckets, PASSWORD_RESET, VERIFICATION } from './limits.ts';
import { enqueueMail } from './mail-outbox.ts';
import { queueNotice } from './notices.ts';
import { hashPassword } from './passwords.ts';
import { clear, take, waitFor } from './rate-limit.ts';
import { findUserByEmail, toUserDto, type UserDto } from './users.ts';

function codeHash(ctx: ServiceContext, userId: string, code: string): string {
  return createHmac('sha256', ctx.codeKey).update(`verify:${userId}:${code}`).digest('base64url');
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createVerification(ctx: ServiceContext) {
  /**
   * Makes a new code for the user (replacing any earlier one) inside the caller's transaction, counting the mail
   * against the address's limits, and queues its mail in the same transaction (the caller kicks the outbox once
   * it has committed). The mail is worth sending while the code is valid.
   */
  async function newCode(tx: Tx, user: Pick<UserRow, 'id' | 'email' | 'username' | 'language'>, now: Date): Promise<void> {
    const wait = await take(tx, buckets.verificationMail(user.email), VERIFICATION.sendWindows, now);
    if (wait > 0) throw tooMany('verification_email_rate_limited', wait);
    const code = String(randomInt(0, 10 ** VERIFICATION.codeDigits)).padStart(VERIFICATION.codeDigits, '0');
    const row = { codeHash: codeHash(ctx, user.id, code), expiresAt: new Date(now.getTime() + VERIFICATION.validSeconds * 1000), attempts: 0, createdAt: now };
    await tx
      .insert(verificationCodes)
      .values({ userId: user.id, ...row })
      .onConflictDoUpdate({ target: verificationCodes.userId, set: row });
    const mail = verificationMail(user.language, user.email, { username: user.username, code, minutes: VERIFICATION.validSeconds / 60 });
    await enqueueMail(tx, 'verification', mail, now, { seconds: VERIFICATION.validSeconds });
    await clear(tx, buckets.verificationTries(user.email));
  }

  return {
    newCode,

    /**
     * POST /auth/send-verification-code: the same answer for an unknown address, a verified one and one waiting for
     * its code (only the last gets a mail), the limits counted alike, so the answer tells nobody which addresses
     * have accounts; the mail goes through the outbox, so no answer waits for the mail server (nor tells by its
     * time). A signed-in account asking for its own verified address is told so (`callerId`).
     */
    async sendCode(email: string, callerId?: string): Promise<{ expires_in: number; resend_after: number }> {
      const now = ctx.clock();
      const queued = await ctx.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user?.emailVerified && user.id === callerId) throw new ApiProblem(400, 'email_already_verified');
        if (!user || user.emailVerified) {
          const wait = await take(tx, buckets.verificationMail(email), VERIFICATION.sendWindows, now);
          if (wait > 0) throw tooMany('verification_email_rate_limited', wait);
          // As if a code had been sent: its tries start again, as they do for an address waiting for one.
          await clear(tx, buckets.verificationTries(email));
          return false;
        }
        await newCode(tx, user, now);
        return true;
      });
      if (queued) ctx.outbox.kick();
      return { expires_in: VERIFICATION.validSeconds, resend_after: VERIFICATION.resendSeconds };
    },

    /**
     * POST /auth/verify-email: an unknown or already verified address reads as a wrong code (to the caller it is
     * not), and the tries are counted per address whatever it is, a place taken before the check: the fifth wrong
     * code and every try after it answer 429 for any address alike, not only where a code was burnt. Why a code no
     * longer works (expired, burnt) is said only to the right code.
     */
    async verify(email: string, code: string, callerId?: string): Promise<UserDto> {
      const now = ctx.clock();
      const tries = buckets.verificationTries(email);
      // Problems are returned rather than thrown, so that the transaction commits the place taken and the count.
      const outcome = await ctx.db.transaction(async (tx): Promise<{ user: UserDto } | { problem: ApiProblem }> => {
        const wait = await take(tx, tries, VERIFICATION.tryWindows, now);
        if (wait > 0) return { problem: tooMany('verification_too_many_attempts', wait) };
        const wrong = async () => {
          // The last place of the window: the code (if any) is burnt now, for every address alike.
          const left = await waitFor(tx, tries, VERIFICATION.tryWindows, now);
          return { problem: left > 0 ? tooMany('verification_too_many_attempts', left) : new ApiProblem(400, 'verification_code_invalid') };
        };
        const user = await findUserByEmail(tx, email);
        if (!user) return wrong();
        if (user.emailVerified) return user.id === callerId ? { problem: new ApiProblem(400, 'email_already_verified') } : wrong();
        const [stored] = await tx.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id)).for('update');
        if (!stored) return wrong();
        if (!sameHash(stored.codeHash, codeHash(ctx, user.id, code))) {
          await tx.update(verificationCodes).set({ attempts: stored.attempts + 1 }).where(eq(verificationCodes.userId, user.id));
          return wrong();
        }
        if (stored.attempts >= VERIFICATION.maxAttempts) {
          // Only a new code helps now, which may be asked for once the resend wait is over.
          return { problem: tooMany('verification_too_many_attempts', (stored.createdAt.getTime() + VERIFICATION.resendSeconds * 1000 - now.getTime()) / 1000) };
        }
        if (stored.expiresAt.getTime() <= now.getTime()) return { problem: new ApiProblem(400, 'verification_code_expired') };
        await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
        // Verified: its tries start again, as an address that never had any (a count left would set it apart).
        await clear(tx, tries);
        const [verified] = await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning();
        await recordActivity(tx, { kind: 'email_verified', actor: user }, now);
        return { user: toUserDto(await adminIfNone(tx, verified!)) };
      });
      if ('problem' in outcome) throw outcome.problem;
      ctx.users.forget(outcome.user.id);
      return outcome.user;
    },

    /**
     * POST /auth/forgot-password: the same answer whether or not an account has the address, and as soon (the link
     * is queued in the outbox with its token, and sent after the answer).
     */
    async forgotPassword(email: string): Promise<void> {
      const now = ctx.clock();
      const queued = await ctx.db.transaction(async (tx) => {
        // Counted for every address, known or not, so that the limit does not tell which ones have accounts.
        const wait = await take(tx, buckets.resetMail(email), PASSWORD_RESET.sendWindows, now);
        if (wait > 0) throw tooMany('rate_limited', wait, 'resetEmailRateLimited');
        const user = await findUserByEmail(tx, email);
        if (!user) return false;
        const token = randomBytes(32).toString('base64url');
        await tx.insert(passwordResets).values({ tokenHash: tokenHash(token), userId: user.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET.validSeconds * 1000), createdAt: now });
        const link = `${ctx.publicUrl}/reset-password?${new URLSearchParams({ token })}`;
        const mail = passwordResetMail(user.language, user.email, { username: user.username, link, minutes: PASSWORD_RESET.validSeconds / 60 });
        await enqueueMail(tx, 'password_reset', mail, now, { seconds: PASSWORD_RESET.validSeconds });
        return true;
      });
      if (queued) ctx.outbox.kick();
    },

    /** POST /auth/reset-password: single use; every session of the user ends. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const now = ctx.clock();
      const hash = tokenHash(token);
      const passwordHash = await hashPassword(newPassword);
      const user = await ctx.db.transaction(async (tx) => {
        const [reset] = await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.tokenHash, hash), gt(passwordResets.expiresAt, now)))
          .returning();
        if (!reset) throw new ApiProblem(400, 'reset_token_invalid');
        await tx.delete(passwordResets).where(eq(passwordResets.userId, reset.userId));
        // The link proves the address, so an unverified account is verified by it too.
        const [user] = await tx
          .update(users)
          .set({ passwordHash, emailVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, reset.userId))
          .returning();
        await queueNotice(tx, 'password_changed', passwordChangedMail(user!.language, user!.email, { username: user!.username, reset: true }), now);
        return adminIfNone(tx, user!);
      });
      ctx.users.forget(user.id);
      ctx.outbox.kick();
    },
  };
}

export type Verification = ReturnType<typeof createVerification>;
