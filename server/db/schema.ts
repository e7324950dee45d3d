// The one database schema, for PGlite and Postgres alike (`npm run db:generate` writes migrations/ from it).
// Ids are random UUIDs (the contract's ids are never sequential); times are timestamptz.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: ['zh', 'en'] }).notNull().default('zh'),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    learningGoal: text('learning_goal'),
    dailyStudyTime: integer('daily_study_time'),
    /** Only the fields the user changed; the §3 defaults fill the rest when read. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** In every token; raising it ends every session of the user at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [
    // Names and addresses are unique whatever their case (no `Lin_Xiaoming` beside `lin_xiaoming`).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** The current email verification code of a user (a new code replaces the old one). */
export const verificationCodes = pgTable('verification_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** Password reset links: only the token's hash is kept; single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Counted events for the rate limits (mails sent per address, failed logins per name). In the database, so
 * that every server process sees the same counts; rows older than a day are swept.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_bucket_at_idx').on(t.bucket, t.at)],
);

/** Server-wide values kept across restarts (the generated token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    frontendId: integer('frontend_id').notNull(),
    slug: text('slug').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    difficulty: text('difficulty', { enum: ['Easy', 'Medium', 'Hard'] }).notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    acceptanceRate: real('acceptance_rate').notNull().default(0),
    frequency: real('frequency').notNull().default(0),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Three hint texts of rising detail, each `{zh, en}`. */
    hints: jsonb('hints').$type<Array<{ zh: string; en: string }>>().notNull().default([]),
    timeComplexity: text('time_complexity'),
    spaceComplexity: text('space_complexity'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('problems_frontend_id_key').on(t.frontendId), uniqueIndex('problems_slug_key').on(t.slug)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    score: smallint('score').notNull(),
    timeComplexity: text('time_complexity').notNull(),
    spaceComplexity: text('space_complexity').notNull(),
    feedback: text('feedback').notNull(),
    optimizationSuggestions: jsonb('optimization_suggestions').$type<string[]>().notNull().default([]),
    analysisId: uuid('analysis_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submissions_user_time_idx').on(t.userId, t.submittedAt), index('submissions_user_problem_idx').on(t.userId, t.problemId)],
);

/**
 * The admin activity feed. The actor's id and name are copied in, so that admin actions stay on record after
 * the admin's account is gone; the description is written at read time in the reader's language from `details`.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, for events of the same instant (a sign-up's registration, verification and login). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('activity_created_at_idx').on(t.createdAt, t.seq), index('activity_actor_idx').on(t.actorId)],
);

export type UserRow = typeof users.$inferSelect;
export type ActivityRow = typeof activity.$inferSelect;

