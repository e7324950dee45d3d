// A user row as the contract's User, and the lookups every account operation shares.
import { or, sql } from 'drizzle-orm';
import { PREFERENCE_DEFAULTS, type Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { users, type UserRow } from '../db/schema.ts';

export type UserDto = Schemas['User'];

/** The stored preferences over their defaults; a key the contract does not know (stored before it refused them) is left out. */
export function preferencesOf(row: Pick<UserRow, 'preferences' | 'language'>): Schemas['Preferences'] {
  const stored = Object.entries((row.preferences ?? {}) as Record<string, unknown>).filter(([key]) => Object.hasOwn(PREFERENCE_DEFAULTS, key));
  return { ...PREFERENCE_DEFAULTS, ...(Object.fromEntries(stored) as Partial<Schemas['Preferences']>), language: row.language };
}

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    language: row.language,
    is_admin: row.isAdmin,
    email_verified: row.emailVerified,
    ...(row.learningGoal ? { learning_goal: row.learningGoal as Schemas['LearningGoal'] } : {}),
    ...(row.dailyStudyTime ? { daily_study_time: row.dailyStudyTime as Schemas['DailyStudyTime'] } : {}),
    preferences: preferencesOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Login accepts the username or the email address, whatever their case. */
export async function findUserByLogin(tx: Tx, identifier: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${identifier})`, sql`lower(${users.email}) = lower(${identifier})`))
    .limit(1);
  return row;
}

/** The constraint a unique violation broke (Postgres error 23505), looked up through drizzle's wrapping. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return constraint ?? /"([^"]+)"/.exec(message ?? '')?.[1] ?? 'unknown';
  }
  return undefined;
}
