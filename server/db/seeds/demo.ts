// The demo data (npm run seed:demo): a learner with a month of practice and an admin, made through the services
// and the embedded coach exactly as the product would make them (every analysis, score, plan, review date and
// activity entry is what the services wrote; nothing is invented here), with a clock set back in time.
//
// Running it again replaces the two demo accounts and everything they own (new passwords, a fresh month ending
// now); it refuses to touch an account of the same name or address that it did not create itself.
import { randomBytes } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { loadStarterIntoDatabase } from '../../catalogue/load-starter.ts';
import type { Db } from '../connection.ts';
import { problems, rateEvents, settings, users } from '../schema.ts';
import type { Session } from '../../services/accounts.ts';
import { forgetPersonalActivity } from '../../services/activity.ts';
import { addDays, localDate, startOfDay } from '../../services/calendar.ts';
import { buckets } from '../../services/limits.ts';
import { preferencesOf } from '../../services/users.ts';
import { practiceHistory, seededRandom } from './history.ts';
import { offlineServices } from './services.ts';
import { DEMO_SOLUTIONS } from './solutions.ts';

export interface DemoAccount {
  role: 'learner' | 'admin';
  username: string;
  email: string;
  password: string;
}

export interface DemoReport {
  accounts: DemoAccount[];
  /** True when earlier demo accounts were replaced. */
  replaced: boolean;
  submissions: number;
  plans: number;
  completedPlans: number;
}

/** Where the ids of the accounts the seed made are kept, so that a second run knows which ones are its own. */
const DEMO_SETTING = 'demo_accounts';

const LEARNER = { username: 'lin_xiaoming', email: 'lin.xiaoming@example.com', language: 'zh' as const };
const ADMIN = { username: 'admin_wang', email: 'wang.jianguo@example.com', language: 'en' as const };

/** A month of practice: 30 days, about two submissions a day on the days practised, the last five days in a row. */
const HISTORY = { days: 30, submissions: 56, streak: 5, retryShare: 0.3, activeShare: 0.7 };
/** Share of the practice days that start from a quick plan (today always does). */
const PLAN_SHARE = 0.6;
/** The same month every run (relative to now). */
const SEED = 20_261_125;

export class DemoSeedRefused extends Error {
  constructor(detail: string) {
    super(`${detail} The demo seed only replaces accounts it made itself; nothing was changed.`);
    this.name = 'DemoSeedRefused';
  }
}

/** A password the contract accepts (lower and upper case, a digit), random each run. */
const newPassword = () => `Demo-${randomBytes(9).toString('base64url')}-7a`;

export async function seedDemo(db: Db, options: { now?: Date } = {}): Promise<DemoReport> {
  const now = options.now ?? new Date();
  const clock = { at: now };
  const codes = new Map<string, string>();
  // Codes are read from the mail.
  const services = offlineServices(db, () => clock.at, (mail) => void codes.set(mail.to, /(\d{6})/.exec(mail.subject)?.[1] ?? ''));
  await loadStarterIntoDatabase(db, now);
  const replaced = await removeEarlierDemo(db);

  const zone = preferencesOf({ preferences: {}, language: LEARNER.language }).timezone;
  const random = seededRandom(SEED);
  const events = practiceHistory({ end: now, zone, problems: DEMO_SOLUTIONS.length, ...HISTORY }, random);
  const firstDay = addDays(localDate(now, zone), -HISTORY.days);
  clock.at = new Date(startOfDay(firstDay, zone).getTime() + 10 * 3_600_000);

  // The admin first: on a new installation the first account is the admin anyway.
  const accounts: DemoAccount[] = [];
  for (const [role, who] of [['admin', ADMIN], ['learner', LEARNER]] as const) {
    const password = newPassword();
    await services.accounts.register({ ...who, password, learning_goal: role === 'admin' ? 'skill_improvement' : 'interview_preparation', daily_study_time: 60 });
    await services.ctx.outbox.idle(); // the code's mail leaves through the outbox
    await services.verification.verify(who.email, codes.get(who.email)!);
    accounts.push({ role, username: who.username, email: who.email, password });
    clock.at = new Date(clock.at.getTime() + 20 * 60_000);
  }
  await db.update(users).set({ isAdmin: true }).where(eq(users.username, ADMIN.username));
  const ids = await db.select({ id: users.id }).from(users).where(inArray(users.username, [ADMIN.username, LEARNER.username]));
  await db
    .insert(settings)
    .values({ key: DEMO_SETTING, value: JSON.stringify(ids.map((r) => r.id)) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(ids.map((r) => r.id)) } });

  const learner = await sessionOf(db, LEARNER.username);
  const learnerPassword = accounts.find((a) => a.role === 'learner')!.password;
  const adminPassword = accounts.find((a) => a.role === 'admin')!.password;
  const solutions = await solutionsById(db);
  const attempts = new Map<string, number>();
  let plans = 0;
  let completedPlans = 0;

  const days = [...new Set(events.map((e) => e.date))];
  for (const [index, date] of days.entries()) {
    const today = events.filter((e) => e.date === date);
    clock.at = new Date(today[0]!.at.getTime() - 30 * 60_000);
    // From the machine the seed runs on (its logins make it an address the accounts know).
    await services.accounts.login(LEARNER.username, learnerPassword, '127.0.0.1');
    // The admin looks in about once a week.
    if (index % 5 === 0) await services.accounts.login(ADMIN.username, adminPassword, '127.0.0.1');
    const plan = date === days.at(-1) || random() < PLAN_SHARE ? await services.plans.generate(learner, { target_date: date, available_minutes: 60, include_review: true }) : undefined;
    if (plan) plans++;
    // A plan's problems come first (those the learner has a solution for), then whatever the history says.
    const planned = plan ? [...plan.review_problems, ...plan.new_problems].filter((p) => solutions.some((s) => s.problemId === p.id)).map((p) => p.id) : [];
    let done = 0;
    for (const [i, event] of today.entries()) {
      const solution = planned[i] ? solutions.find((s) => s.problemId === planned[i])! : solutions[event.problem % solutions.length]!;
      const attempt = attempts.get(solution.slug) ?? 0;
      attempts.set(solution.slug, attempt + 1);
      const code = solution.attempts[Math.min(attempt, solution.attempts.length - 1)]!;
      // Now and then a hint before the first try.
      if (attempt === 0 && random() < 0.2) {
        clock.at = new Date(event.at.getTime() - 12 * 60_000);
        await services.problems.hint(learner, solution.problemId, { level: 1, language: code.language, user_language: LEARNER.language });
      }
      clock.at = new Date(event.at.getTime() - 2 * 60_000);
      const analysis = await services.submissions.analyse(learner, { problem_id: solution.problemId, code: code.code, language: code.language }, LEARNER.language);
      clock.at = event.at;
      await services.submissions.submit(learner, { problem_id: solution.problemId, code: code.code, language: code.language, analysis_id: analysis.analysis_id });
      if (plan && planned[i]) {
        await services.plans.updateProgress(learner, plan.id, { problem_id: solution.problemId, completed: true });
        done++;
      }
    }
    if (plan && done === plan.total_count && done > 0) completedPlans++;
  }

  // Two problems looked at but not solved yet: "attempted" in the list.
  const untouched = (await db.select({ id: problems.id }).from(problems).orderBy(problems.frontendId)).filter((p) => !solutions.some((s) => s.problemId === p.id));
  clock.at = new Date(now.getTime() - 5 * 60_000);
  for (const problem of untouched.slice(0, 2)) await services.problems.hint(learner, problem.id, { level: 1, user_language: LEARNER.language });

  return { accounts, replaced, submissions: events.length, plans, completedPlans };
}

/** The demo's solutions with the catalogue id of their problem. */
async function solutionsById(db: Db) {
  const rows = await db.select({ id: problems.id, slug: problems.slug }).from(problems).where(inArray(problems.slug, DEMO_SOLUTIONS.map((s) => s.slug)));
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  return DEMO_SOLUTIONS.filter((s) => ids.has(s.slug)).map((s) => ({ ...s, problemId: ids.get(s.slug)! }));
}

async function sessionOf(db: Db, username: string): Promise<Session> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return { user: user!, claims: { userId: user!.id, version: user!.tokenVersion, sessionId: '00000000-0000-4000-8000-000000000000', startedAt: 0, issuedAt: 0, expiresAt: 0 } };
}

/** Deletes the accounts an earlier run made (and their verification limits); refuses when a name or address is someone else's. */
async function removeEarlierDemo(db: Db): Promise<boolean> {
  const [stored] = await db.select().from(settings).where(eq(settings.key, DEMO_SETTING));
  const ours = new Set<string>(stored ? (JSON.parse(stored.value) as string[]) : []);
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      or(
        ...[LEARNER, ADMIN].flatMap((who) => [sql`lower(${users.username}) = lower(${who.username})`, sql`lower(${users.email}) = lower(${who.email})`]),
      ),
    );
  const foreign = found.find((u) => !ours.has(u.id));
  if (foreign) throw new DemoSeedRefused(`An account named ${foreign.username} (or with a demo address) already exists.`);
  await db.transaction(async (tx) => {
    for (const user of found) {
      await forgetPersonalActivity(tx, user.id);
      await tx.delete(users).where(eq(users.id, user.id));
    }
    await tx.delete(rateEvents).where(inArray(rateEvents.bucket, [LEARNER, ADMIN].map((who) => buckets.verificationMail(who.email))));
  });
  return found.length > 0;
}
