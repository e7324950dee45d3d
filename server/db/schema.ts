// The one database schema, for PGlite and Postgres alike (`npm run db:generate` writes migrations/ from it).
// Ids are random UUIDs (the contract's ids are never sequential); times are timestamptz.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Schemas } from '../contract/index.ts';

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

/**
 * Sessions ended before their time (logout): every token of the session, refreshed or not, is refused. A row can go
 * once the session would have ended anyway (ends_at).
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_user_idx').on(t.userId), index('ended_sessions_ends_at_idx').on(t.endsAt)],
);

/**
 * The client addresses (keyed hashes, never the address itself) each account logged in from, lately: the
 * account-wide limit of failed logins, which strangers' failures fill, does not apply to them, so the owner's
 * correct password is not refused because of someone else's guesses.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] }), index('login_addresses_last_login_idx').on(t.lastLoginAt)],
);

/**
 * Mail waiting to be sent (mail-outbox.ts): written in the same transaction as the code, link or change it tells
 * of, so a mail is never lost to an SMTP outage nor sent for a change that rolled back, and no answer waits for
 * the mail server. A worker in every process claims due rows (SKIP LOCKED), sends them and deletes them; a failed
 * send is tried again later (next_attempt_at, backing off), until the mail is no use any more (expires_at).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the mail is (verification, password_reset, email_changed…), for the logs. */
    kind: text('kind').notNull(),
    /** The rendered mail: to, subject, text, html. */
    mail: jsonb('mail').$type<{ to: string; subject: string; text: string; html: string }>().notNull(),
    /** Claims so far; a claim's number is its ticket (only its claimer may delete or reschedule the row). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: due now, after a failure's back-off, or after a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_next_attempt_idx').on(t.nextAttemptAt)],
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
    /** Three hint texts of rising detail, each `{zh, en}` (the starter catalogue's; none for synced problems). */
    hints: jsonb('hints').$type<Array<{ zh: string; en: string }>>().notNull().default([]),
    /** The reference solution's complexity as written (e.g. O(m*n)) and its growth class, when known. */
    timeComplexity: text('time_complexity'),
    spaceComplexity: text('space_complexity'),
    timeClass: text('time_class'),
    spaceClass: text('space_class'),
    /** Where the statement comes from: the starter catalogue or a LeetCode sync. */
    source: text('source', { enum: ['starter', 'leetcode'] }).notNull().default('starter'),
    /** Hash of what the source last gave, so that a re-run of the sync or the starter load only writes changes. */
    sourceHash: text('source_hash'),
    /**
     * The problem as a row of the list: the members of the contract's ProblemSummary in JSON, without the
     * learner's status and without the object's braces (`"id" : "…", … "frequency" : 27.3`), so that a row is
     * `{"status":…,` + this + `}`. A trigger writes it with every write of the row (migration 0003): a page of the
     * list is these texts joined in SQL and sent as they are, with no per-row work in the server.
     */
    summaryMembers: text('summary_members').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('problems_frontend_id_key').on(t.frontendId),
    uniqueIndex('problems_slug_key').on(t.slug),
    // With the id, counting a filter among the problems a learner has not touched (`id NOT IN` their own) reads
    // the index alone, like every other count of the list.
    index('problems_difficulty_idx').on(t.difficulty, t.frontendId, t.id),
    index('problems_category_idx').on(t.category, t.frontendId, t.id),
    index('problems_tags_idx').using('gin', t.tags),
    index('problems_acceptance_idx').on(t.acceptanceRate),
    index('problems_frequency_idx').on(t.frequency),
    index('problems_title_en_idx').on(sql`lower(${t.titleEn})`),
    index('problems_title_zh_idx').on(t.titleZh),
  ],
);

/**
 * How many problems each difficulty has in each category, kept by triggers on `problems` (migration 0003): the
 * list's total for a filter of difficulty and category alone is a sum of a few of these rows, not a count over
 * the catalogue.
 */
export const problemCounts = pgTable(
  'problem_counts',
  {
    difficulty: text('difficulty').notNull(),
    category: text('category').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.difficulty, t.category] })],
);

/**
 * One learner's state on one problem: the status of the list (attempted once analysed or hinted, solved once
 * submitted), the figures progress reads, and the spaced-repetition card (ts-fsrs) that schedules reviews.
 */
export const userProblems = pgTable(
  'user_problems',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['attempted', 'solved'] }).notNull(),
    firstAttemptedAt: timestamp('first_attempted_at', { withTimezone: true }).notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    submissionCount: integer('submission_count').notNull().default(0),
    bestScore: smallint('best_score'),
    lastScore: smallint('last_score'),
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }),
    /** The FSRS card as ts-fsrs keeps it, and its due time (indexed: "which reviews are due"). */
    card: jsonb('card').$type<Record<string, unknown>>(),
    reviewDue: timestamp('review_due', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    // With the problem, the learner's problems of a status and the status of each of them come from the index
    // alone (the list filters by it and shows it on every row).
    index('user_problems_status_idx').on(t.userId, t.status, t.problemId),
    index('user_problems_due_idx').on(t.userId, t.reviewDue),
  ],
);

/**
 * A learner's private note on a problem (plain text with Markdown, at most one per learner and problem). Nothing
 * but its owner's own calls reads it; it goes with the account and with the problem.
 */
export const problemNotes = pgTable(
  'problem_notes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/**
 * Interview sessions (issue 26 item 1). The server owns the clock: the start and the end the limit sets are stored,
 * so every tab and every process reads the same time left. `ended_at` is null while the session runs; at most one
 * runs per learner (a partial unique index), so two starts at once make one session.
 */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['level', 'category', 'random'] }).notNull(),
    category: text('category'),
    minutes: smallint('minutes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'completed', 'time_up', 'gave_up'] }).notNull().default('active'),
  },
  (t) => [
    uniqueIndex('interview_sessions_one_active_key').on(t.userId).where(sql`${t.endedAt} is null`),
    index('interview_sessions_user_time_idx').on(t.userId, t.startedAt),
  ],
);

/** The problems of a session, in the order they were given. */
export const interviewProblems = pgTable(
  'interview_problems',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.position] }), index('interview_problems_problem_idx').on(t.problemId)],
);

/**
 * A learner's current sitting at a problem, as the server saw it: when they first opened it (or asked a hint, or had
 * code analysed) since their last submission of it, when they were last seen at it, and the highest hint level they
 * asked for. A submission reads it to say how it went (submission_reviews) and ends it.
 */
export const problemAttempts = pgTable(
  'problem_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    hintLevel: smallint('hint_level').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/** An analysis of a piece of code; a submission must quote one made for the same user, problem, language and code. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** SHA-256 of the code analysed (the code itself is kept only once submitted). */
    codeHash: text('code_hash').notNull(),
    score: smallint('score').notNull(),
    timeComplexity: text('time_complexity').notNull(),
    spaceComplexity: text('space_complexity').notNull(),
    feedback: text('feedback').notNull(),
    optimizationSuggestions: jsonb('optimization_suggestions').$type<string[]>().notNull().default([]),
    /** How far the complexities can be trusted; analyses made before it was kept were all read whole. */
    estimate: jsonb('estimate').$type<Schemas['AnalysisEstimate']>().notNull().default({ precision: 'full' }),
    complexityClaims: jsonb('complexity_claims').$type<Schemas['ComplexityClaim'][]>().notNull().default([]),
    patterns: text('patterns').array().notNull().default(sql`'{}'::text[]`),
    issues: text('issues').array().notNull().default(sql`'{}'::text[]`),
    provider: text('provider', { enum: ['model', 'embedded'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analyses_user_idx').on(t.userId, t.createdAt)],
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
    /** Copied from its analysis, like the fields above. */
    estimate: jsonb('estimate').$type<Schemas['AnalysisEstimate']>().notNull().default({ precision: 'full' }),
    complexityClaims: jsonb('complexity_claims').$type<Schemas['ComplexityClaim'][]>().notNull().default([]),
    /** Techniques and issues of its analysis, for the patterns page. */
    patterns: text('patterns').array().notNull().default(sql`'{}'::text[]`),
    issues: text('issues').array().notNull().default(sql`'{}'::text[]`),
    analysisId: uuid('analysis_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The interview session it was submitted in, and the seconds it took there (see interviews.ts): null for
     * practice outside one. Read by the debrief and by how a review is rated.
     */
    interviewSessionId: uuid('interview_session_id').references(() => interviewSessions.id, { onDelete: 'set null' }),
    interviewSeconds: integer('interview_seconds'),
    /**
     * A submission that came in by an import: its identity where it was first made (its id on the install an
     * export came from, or the LeetCode submission's), which with submitted_at is how a second import of the
     * same file recognises it. Null for a submission made here, whose identity is its own id.
     */
    origin: text('origin'),
    /** Where an imported submission came from: LeetCode (through the site or a file); null when made in the editor. */
    importedFrom: text('imported_from', { enum: ['leetcode.cn', 'leetcode.com', 'file'] }),
  },
  (t) => [
    // With the score, a learner's figures over time (dashboard, statistics, score trend) read the index alone.
    index('submissions_user_time_idx').on(t.userId, t.submittedAt, t.score),
    index('submissions_user_problem_idx').on(t.userId, t.problemId, t.submittedAt),
    index('submissions_user_score_idx').on(t.userId, t.score),
    index('submissions_time_idx').on(t.submittedAt),
    // One analysis makes at most one submission: a double click, or five submits at once, store one.
    uniqueIndex('submissions_analysis_key').on(t.analysisId),
    index('submissions_interview_idx').on(t.interviewSessionId),
    // An import run twice, or twice at once, stores each submission once.
    uniqueIndex('submissions_user_origin_key').on(t.userId, t.origin, t.submittedAt).where(sql`${t.origin} is not null`),
  ],
);

/**
 * How a submission went (hint level, minutes used against those allowed, interview or not), the rating preset from
 * that and the one in force (the learner may change it), the review it scheduled, and the card it was scheduled
 * from, so that a changed rating schedules again from the same card and moment.
 */
export const submissionReviews = pgTable('submission_reviews', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  hintLevel: smallint('hint_level').notNull(),
  minutesUsed: integer('minutes_used').notNull(),
  minutesAllowed: integer('minutes_allowed').notNull(),
  interview: boolean('interview').notNull(),
  presetRating: text('preset_rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
  rating: text('rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
  nextReviewAt: timestamp('next_review_at', { withTimezone: true }).notNull(),
  cardBefore: jsonb('card_before').$type<Record<string, unknown>>(),
});

/** A learner's plan for one day (in their time zone); generating again replaces it. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: ['quick', 'smart'] }).notNull(),
    availableMinutes: integer('available_minutes').notNull(),
    aiSummary: jsonb('ai_summary').$type<{ zh: string; en: string }>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plans_user_date_key').on(t.userId, t.targetDate)],
);

export const planItems = pgTable(
  'plan_items',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new', 'review'] }).notNull(),
    position: smallint('position').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Why it was picked, `{zh, en}`. */
    reason: jsonb('reason').$type<{ zh: string; en: string }>(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.problemId] })],
);

/** The problem of the day, chosen once per date (Asia/Shanghai) and then the same for everyone. */
export const dailyChallenges = pgTable('daily_challenges', {
  day: date('day', { mode: 'string' }).primaryKey(),
  problemId: uuid('problem_id')
    .notNull()
    .references(() => problems.id, { onDelete: 'cascade' }),
});

/** AI calls per user and day (the daily allowance). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Runs of the LeetCode sync. A run keeps its place (`cursor`) and counts, so that a failed or interrupted run
 * resumes where it stopped; `leaseUntil` lets one process at a time work on it (the others see it taken).
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['cn', 'com'] }).notNull(),
    /** `cancelled`: stopped by an admin (POST /jobs/{id}/cancel), resumable like a failed run. */
    status: text('status', { enum: ['running', 'done', 'failed', 'cancelled'] }).notNull(),
    cursor: integer('cursor').notNull().default(0),
    remoteTotal: integer('remote_total'),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    startedBy: uuid('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    /** Problems per list page of the run, to show its current page (GET /jobs/{id}); null for older runs. */
    pageSize: integer('page_size'),
    /** What went wrong, by code, for the job's progress (the first 20; see JobError in the contract). */
    errors: jsonb('errors').$type<JobErrorEntry[]>().notNull().default([]),
    /** When the run last moved (a page written, a failure, a cancel). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('sync_runs_status_idx').on(t.status, t.startedAt)],
);

export type JobErrorEntry = Schemas['JobError'];

/**
 * The background analyses of a learner's imported LeetCode history, as a durable queue: `queue` holds the
 * imported submissions' ids in order and `analysed` how many of them are done, so a restart loses nothing and the
 * work resumes at the next one. `leaseUntil` lets one process at a time work on it, as for the sync.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site', { enum: ['cn', 'com'] }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed', 'cancelled'] }).notNull(),
    /** The import's counts (LeetCodeImportResult without its list of missing problems). */
    result: jsonb('result').$type<Omit<Schemas['LeetCodeImportResult'], 'missing_problems' | 'job_id'>>().notNull(),
    queue: jsonb('queue').$type<string[]>().notNull().default([]),
    analysed: integer('analysed').notNull().default(0),
    analysisFailed: integer('analysis_failed').notNull().default(0),
    /** The language the coach writes its feedback in (the learner's when they imported). */
    language: text('language', { enum: ['zh', 'en'] }).notNull(),
    errors: jsonb('errors').$type<JobErrorEntry[]>().notNull().default([]),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_user_idx').on(t.userId, t.startedAt), index('import_jobs_status_idx').on(t.status)],
);

/**
 * Where a learner's import from the LeetCode site stands between its calls (services/leetcode-site-import.ts): the
 * submissions read so far and what is left to read, so that a call cut short (its minute, the site failing) goes on
 * from there in any process. Never the cookie. A place untouched for 30 minutes starts over; `leaseUntil` keeps
 * two calls of one learner from reading at once.
 */
export const leetcodeSiteImports = pgTable('leetcode_site_imports', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  site: text('site', { enum: ['cn', 'com'] }).notNull(),
  place: jsonb('place').$type<LeetcodeSitePlace>(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** What leetcode_site_imports.place holds. */
export interface LeetcodeSitePlace {
  rows: Schemas['LeetCodeSubmissionRow'][];
  signedIn: boolean;
  offset: number;
  lastKey: string | null;
  listed: boolean;
  /** Ids of the submissions whose code is still to fetch, once listed. */
  codes: string[] | null;
}

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
export type ProblemRow = typeof problems.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;


/**
 * LeetCode's topic tags in both languages (issue 27 item 4), keyed by LeetCode's tag slug. Problems keep their
 * tags by English name (`problems.tags`, what filters and URLs use); this table is how the app shows them in
 * Chinese. The starter's names (server/catalogue/reference/tag-names.json) are written at every start, the LeetCode
 * sync writes the site's own names (leetcode.cn's `nameTranslated`) over them.
 */
export const tagNames = pgTable('tag_names', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh'),
});

/**
 * Study lists (issue 27 item 3): the built-in ones (server/catalogue/reference/study-lists.json, written at every
 * start) and the ones an admin defines. A list names problems by LeetCode number and slug only, so it may name
 * problems the catalogue does not have yet (shown as missing until a sync brings them).
 */
export const studyLists = pgTable(
  'study_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `hot-100`… for the built-in lists; null for an admin's. */
    builtinKey: text('builtin_key'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('study_lists_builtin_key').on(t.builtinKey)],
);

export const studyListItems = pgTable(
  'study_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => studyLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    frontendId: integer('frontend_id').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.position] }), index('study_list_items_slug_idx').on(t.slug)],
);

/** A learner's goal: one list, a finish date and daily minutes; the plans take new problems from the list. */
export const studyGoals = pgTable('study_goals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  listId: uuid('list_id')
    .notNull()
    .references(() => studyLists.id, { onDelete: 'cascade' }),
  finishDate: date('finish_date', { mode: 'string' }).notNull(),
  dailyMinutes: integer('daily_minutes').notNull(),
  /** The learner's day the goal was set, and the finish the projection gave then (to say how far it moved). */
  startedOn: date('started_on', { mode: 'string' }).notNull(),
  plannedFinish: date('planned_finish', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
