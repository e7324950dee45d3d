// Accounts (§4–§6): register, log in, the current user's profile and preferences, password change, deletion,
// and the check of every authenticated request's token.
import { eq, sql } from 'drizzle-orm';
import { PREFERENCE_DEFAULTS, type Schemas } from '../contract/index.ts';
import { passwordResets, users, type UserRow } from '../db/schema.ts';
import { emailChangedMail, passwordChangedMail } from '../mail/templates.ts';
import { ApiProblem, FieldProblem } from '../errors.ts';
import { forgetPersonalActivity, recordActivity } from './activity.ts';
import { refuseLastAdminLeaving } from './admin-rights.ts';
import type { ServiceContext } from './context.ts';
import { VERIFICATION } from './limits.ts';
import type { LoginLimits } from './login-limits.ts';
import { sessionUserColumns } from './session-user.ts';
import { queueNotice } from './notices.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { TOKEN_LIFETIME_SECONDS, type TokenClaims } from './tokens.ts';
import { findUserByEmail, findUserByLogin, toUserDto, uniqueViolation, type UserDto } from './users.ts';
import type { Verification } from './verification.ts';
import { isTimeZone } from './calendar.ts';

export interface Session {
  user: UserRow;
  claims: TokenClaims;
}

/** A user only becomes active again in the database after this long, so a busy user costs no write per request. */
const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

function duplicateProblem(error: unknown): ApiProblem | undefined {
  const constraint = uniqueViolation(error);
  if (!constraint) return undefined;
  return new ApiProblem(400, constraint.includes('email') ? 'email_registered' : 'username_exists');
}

export function createAccounts(ctx: ServiceContext, verification: Verification, limits: LoginLimits) {
  // Every authenticated request reads its user: a prepared statement spares building the same query each time.
  const userById = ctx.db
    .select(sessionUserColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_by_id');

  /** The current password a sensitive change needs (400 when wrong), limited per account as logins are. */
  async function confirmPassword(current: Session, password: string): Promise<void> {
    const attempt = await limits.beginPasswordCheck(current.user.id);
    if (!(await checkPassword(current.user.passwordHash, password))) throw new ApiProblem(400, 'current_password_incorrect');
    await attempt.succeeded();
  }

  async function session(user: UserRow): Promise<Schemas['AuthSession']> {
    return { access_token: await ctx.tokens.issue(user, ctx.clock()), token_type: 'bearer', expires_in: TOKEN_LIFETIME_SECONDS, user: toUserDto(user) };
  }

  return {
    async register(input: Schemas['RegisterRequest']): Promise<Schemas['RegisterResponse']> {
      const now = ctx.clock();
      // Most duplicates are caught before spending a password hash on them; the unique indexes catch the rest.
      const [byName] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${input.username})`);
      if (byName) throw new ApiProblem(400, 'username_exists');
      if (await findUserByEmail(ctx.db, input.email)) throw new ApiProblem(400, 'email_registered');
      const passwordHash = await hashPassword(input.password);
      const language = input.language ?? 'zh';
      let created: UserRow;
      try {
        created = await ctx.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              username: input.username,
              email: input.email,
              passwordHash,
              language,
              // Nobody is an admin by registering: the first account to verify its address is (first-admin.ts).
              isAdmin: false,
              learningGoal: input.learning_goal,
              dailyStudyTime: input.daily_study_time,
              createdAt: now,
            })
            .returning();
          await recordActivity(tx, { kind: 'user_registered', actor: user!, details: { language } }, now);
          await verification.newCode(tx, user!, now);
          return user!;
        });
      } catch (error) {
        throw duplicateProblem(error) ?? error;
      }
      // The code's mail is queued with the account; it goes out after the answer, and again after an SMTP outage.
      ctx.outbox.kick();
      return { ...(await session(created)), verification_required: true, verification_expires_in: VERIFICATION.validSeconds };
    },

    /** `address`: the client's (login-limits.ts counts failures per account and per address). */
    async login(identifier: string, password: string, address: string): Promise<Schemas['AuthSession']> {
      const now = ctx.clock();
      const user = await findUserByLogin(ctx.db, identifier);
      // The place is taken before the password is checked: a burst sent at once gets no more checks than the limit.
      const attempt = await limits.beginLogin(identifier, user?.id, address);
      if (!(await checkPassword(user?.passwordHash, password)) || !user) throw new ApiProblem(401, 'invalid_credentials');
      await attempt.succeeded();
      // Only told to whoever knows the password.
      if (!user.emailVerified) throw new ApiProblem(401, 'email_not_verified');
      const [active] = await ctx.db.transaction(async (tx) => {
        await recordActivity(tx, { kind: 'user_login', actor: user }, now);
        return tx.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id)).returning();
      });
      ctx.users.forget(user.id);
      return session(active ?? user);
    },

    /** The session a bearer token stands for, or null when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<Session | null> {
      const now = ctx.clock();
      const claims = await ctx.tokens.read(token, now);
      if (!claims) return null;
      let user = await ctx.users.current(claims.userId, now.getTime());
      if (!user) {
        const since = ctx.users.generation();
        [user] = await userById.execute({ id: claims.userId });
        if (user) ctx.users.keep(user, since, now.getTime());
      }
      if (!user || user.tokenVersion !== claims.version || user.endedSessions.includes(claims.sessionId)) return null;
      if (!user.lastActiveAt || now.getTime() - user.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
        await ctx.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id));
        ctx.users.forget(user.id);
      }
      return { user, claims };
    },

    /** A fresh token for the session when the one it used is past half its life. */
    async refreshedToken(current: Session): Promise<string | undefined> {
      const now = ctx.clock();
      // The same session goes on: its id and its start (the absolute lifetime counts from the login).
      return ctx.tokens.isPastHalfLife(current.claims, now) ? ctx.tokens.issue(current.user, now, current.claims) : undefined;
    },

    me: (current: Session): UserDto => toUserDto(current.user),

    /** PUT /auth/me: language, email and preferences; preferences are merged field by field. */
    async updateMe(current: Session, patch: Schemas['UpdateMeRequest']): Promise<UserDto> {
      const now = ctx.clock();
      const timezone = patch.preferences?.timezone;
      if (timezone !== undefined && !isTimeZone(timezone)) {
        throw new FieldProblem([{ loc: ['body', 'preferences', 'timezone'], textKey: 'unknownTimezone', type: 'value_error.timezone' }]);
      }
      // The interface language is one setting, reachable from both places.
      const language = patch.language ?? patch.preferences?.language ?? current.user.language;
      // Only the contract's preferences are kept (the contract refuses other keys; this holds should it ever not).
      // Own keys only: `'toString' in PREFERENCE_DEFAULTS` is true through the prototype.
      const preferenceChanges = Object.fromEntries(
        Object.entries(patch.preferences ?? {}).filter(([key, value]) => Object.hasOwn(PREFERENCE_DEFAULTS, key) && value !== undefined),
      );
      const emailChanged = patch.email !== undefined && patch.email.toLowerCase() !== current.user.email.toLowerCase();
      // A stolen session must not move the account to another address (a reset sent there would take it).
      if (emailChanged) await confirmPassword(current, patch.current_password ?? '');
      let updated: UserRow;
      try {
        updated = await ctx.db.transaction(async (tx) => {
          const [user] = await tx
            .update(users)
            .set({
              language,
              preferences: { ...current.user.preferences, ...preferenceChanges },
              // A new address must be verified again before the next login.
              ...(emailChanged ? { email: patch.email, emailVerified: false } : {}),
            })
            .where(eq(users.id, current.user.id))
            .returning();
          if (emailChanged) {
            // A reset link mailed to the old address must not outlive the move.
            await tx.delete(passwordResets).where(eq(passwordResets.userId, current.user.id));
            await queueNotice(tx, 'email_changed', emailChangedMail(current.user.language, current.user.email, { username: current.user.username, newEmail: user!.email }), now);
            await verification.newCode(tx, user!, now);
          }
          return user!;
        });
      } catch (error) {
        throw duplicateProblem(error) ?? error;
      }
      ctx.users.forget(current.user.id);
      if (emailChanged) ctx.outbox.kick();
      return toUserDto(updated);
    },

    /** PUT /auth/change-password: every other session ends; the caller's continues with the returned token. */
    async changePassword(current: Session, input: Schemas['ChangePasswordRequest']): Promise<string> {
      await confirmPassword(current, input.current_password);
      if (input.new_password === input.current_password) throw new ApiProblem(400, 'password_unchanged');
      const passwordHash = await hashPassword(input.new_password);
      const now = ctx.clock();
      const user = await ctx.db.transaction(async (tx) => {
        // Pending reset links die with the password they were asked to replace.
        await tx.delete(passwordResets).where(eq(passwordResets.userId, current.user.id));
        const [changed] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, current.user.id))
          .returning();
        await queueNotice(tx, 'password_changed', passwordChangedMail(changed!.language, changed!.email, { username: changed!.username, reset: false }), now);
        return changed!;
      });
      ctx.users.forget(current.user.id);
      ctx.outbox.kick();
      return ctx.tokens.issue(user, now, current.claims);
    },

    /**
     * DELETE /auth/me: the user types their username and password; everything they own goes with the account. The
     * last admin cannot leave (400 cannot_modify_self), serialised with every other change of admins.
     */
    async deleteMe(current: Session, typedUsername: string, password: string): Promise<void> {
      if (typedUsername !== current.user.username) throw new ApiProblem(400, 'validation_error', 'usernameMismatch');
      await confirmPassword(current, password);
      await ctx.db.transaction(async (tx) => {
        await refuseLastAdminLeaving(tx, current.user.id);
        await forgetPersonalActivity(tx, current.user.id);
        await tx.delete(users).where(eq(users.id, current.user.id));
      });
      ctx.users.forget(current.user.id);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
