// The admin activity feed: events are stored as facts (kind, actor, details) and written as sentences when read,
// in the reading admin's language.
import { desc, eq, inArray, and, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract/index.ts';
import type { Tx } from '../db/connection.ts';
import { activity, problems, type ActivityRow } from '../db/schema.ts';
import type { Lang } from '../i18n/texts.ts';

export type ActivityKind = Schemas['ActivityEntry']['kind'];
type Details = Record<string, string | number | boolean>;

export interface ActivityEvent {
  kind: ActivityKind;
  actor: { id: string; username: string };
  problemId?: string;
  details?: Details;
}

/** What a user did for themselves; deleting the account deletes these. Admin actions stay on record. */
export const PERSONAL_KINDS: readonly ActivityKind[] = ['user_registered', 'user_login', 'email_verified', 'submission_created', 'plan_generated'];

export async function recordActivity(tx: Tx, event: ActivityEvent, now: Date): Promise<void> {
  await tx.insert(activity).values({
    kind: event.kind,
    actorId: event.actor.id,
    actorUsername: event.actor.username,
    problemId: event.problemId ?? null,
    details: event.details ?? {},
    createdAt: now,
  });
}

/**
 * recordActivity as part of a caller's statement: the same entry, written once for each row `source` (a CTE of
 * that statement) yields, so that it is written exactly when the statement's other writes are. The values may be
 * placeholders of a prepared statement; `details` is JSON text.
 */
export function recordActivityFor(source: SQL, kind: ActivityKind, values: { actorId: unknown; actorUsername: unknown; problemId: unknown; details: unknown; at: unknown }): SQL {
  return sql`insert into ${activity} (kind, actor_id, actor_username, problem_id, details, created_at)
    select ${kind}, ${values.actorId}::uuid, ${values.actorUsername}::text, ${values.problemId}::uuid, ${values.details}::jsonb, ${values.at}::timestamptz
    from ${source}`;
}

export async function forgetPersonalActivity(tx: Tx, userId: string): Promise<void> {
  await tx.delete(activity).where(and(eq(activity.actorId, userId), inArray(activity.kind, [...PERSONAL_KINDS])));
}

const LANGUAGE_NAMES: Record<string, string> = {
  python: 'Python', java: 'Java', cpp: 'C++', c: 'C', javascript: 'JavaScript', typescript: 'TypeScript', go: 'Go', rust: 'Rust', csharp: 'C#', kotlin: 'Kotlin', swift: 'Swift',
};

type Sentence = (u: string, d: Details, lang: Lang, problem: string) => string;
const SENTENCES: Record<ActivityKind, { zh: Sentence; en: Sentence }> = {
  user_registered: { zh: (u) => `新用户 ${u} 注册`, en: (u) => `New user ${u} registered` },
  user_login: { zh: (u) => `${u} 登录`, en: (u) => `${u} logged in` },
  email_verified: { zh: (u) => `${u} 验证了邮箱`, en: (u) => `${u} verified their email` },
  submission_created: {
    zh: (u, d, _l, p) => `${u} 提交了「${p}」的 ${LANGUAGE_NAMES[String(d.language)] ?? d.language} 解答，AI 评分 ${d.score}/5`,
    en: (u, d, _l, p) => `${u} submitted a ${LANGUAGE_NAMES[String(d.language)] ?? d.language} solution to "${p}", AI score ${d.score}/5`,
  },
  plan_generated: {
    zh: (u, d) => `${u} 生成了 ${d.date} 的${d.smart ? '智能' : '快速'}学习计划（${d.count} 道题）`,
    en: (u, d) => `${u} generated a ${d.smart ? 'smart' : 'quick'} study plan for ${d.date} (${d.count} problems)`,
  },
  admin_granted: {
    zh: (u, d) => (d.via === 'command_line' ? `${d.target} 通过命令行获得管理员权限` : `${u} 授予 ${d.target} 管理员权限`),
    en: (u, d) => (d.via === 'command_line' ? `${d.target} was granted admin rights from the command line` : `${u} granted admin rights to ${d.target}`),
  },
  admin_revoked: {
    zh: (u, d) => (d.via === 'command_line' ? `${d.target} 的管理员权限已通过命令行撤销` : `${u} 撤销了 ${d.target} 的管理员权限`),
    en: (u, d) => (d.via === 'command_line' ? `${d.target}'s admin rights were revoked from the command line` : `${u} revoked admin rights from ${d.target}`),
  },
  user_deleted: {
    zh: (u, d) => `${u} 删除了用户 ${d.target}（${d.submissions} 条提交）`,
    en: (u, d) => `${u} deleted user ${d.target} (${d.submissions} submissions removed)`,
  },
  users_exported: {
    zh: (u, d) => `${u} 导出了${d.admin_only ? '管理员' : '用户'}列表（${String(d.format).toUpperCase()}，${d.count} 人）`,
    en: (u, d) => `${u} exported the ${d.admin_only ? 'admin' : 'user'} list (${String(d.format).toUpperCase()}, ${d.count} users)`,
  },
  sessions_ended: { zh: (u, d) => `${u} 结束了 ${d.target} 的所有登录会话`, en: (u, d) => `${u} ended every session of ${d.target}` },
  problems_synced: {
    zh: (u, d) => `${u} 从 LeetCode 同步了题库：新增 ${d.added} 题，更新 ${d.updated} 题`,
    en: (u, d) => `${u} synced the catalogue from LeetCode: ${d.added} added, ${d.updated} updated`,
  },
};

export function describe(row: Pick<ActivityRow, 'kind' | 'actorUsername' | 'details'>, lang: Lang, problemTitle = ''): string {
  const sentence = SENTENCES[row.kind as ActivityKind]?.[lang];
  return (sentence ? sentence(row.actorUsername, row.details, lang, problemTitle) : row.kind).slice(0, 500);
}

export async function listRecentActivity(tx: Tx, limit: number, lang: Lang): Promise<Schemas['RecentActivity']> {
  const rows = await tx
    .select({ entry: activity, problem: problems })
    .from(activity)
    .leftJoin(problems, eq(problems.id, activity.problemId))
    .orderBy(desc(activity.createdAt), desc(activity.seq))
    .limit(limit);
  return {
    items: rows.map(({ entry, problem }) => ({
      id: entry.id,
      kind: entry.kind as ActivityKind,
      user: { id: entry.actorId, username: entry.actorUsername },
      description: describe(entry, lang, problem ? (lang === 'zh' ? problem.titleZh : problem.titleEn) : ''),
      ...(problem ? { problem: problemRef(problem) } : {}),
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/** The columns a reference to a problem shows (no statements), for queries that need no more. */
export const problemRefColumns = {
  id: problems.id,
  frontendId: problems.frontendId,
  slug: problems.slug,
  titleZh: problems.titleZh,
  titleEn: problems.titleEn,
  difficulty: problems.difficulty,
};

/** A problem as a reference shows it; without `difficulty` where it is hidden (a running interview of it). */
export type ProblemRefRow = Omit<Pick<typeof problems.$inferSelect, keyof typeof problemRefColumns>, 'difficulty'> & {
  difficulty?: (typeof problems.$inferSelect)['difficulty'];
};

export function problemRef(problem: ProblemRefRow): Schemas['ProblemRef'] {
  return {
    id: problem.id,
    frontend_id: problem.frontendId,
    slug: problem.slug,
    title: { zh: problem.titleZh, en: problem.titleEn },
    ...(problem.difficulty ? { difficulty: problem.difficulty } : {}),
  };
}

/**
 * The reference as the learner may see it: without its difficulty while the problem is part of their running
 * interview (`interview`, from interview-clock.ts's runningInterviewProblemIds).
 */
export function learnersRef(problem: ProblemRefRow, interview: ReadonlySet<string>): Schemas['ProblemRef'] {
  return problemRef(interview.has(problem.id) ? withoutDifficulty(problem) : problem);
}

/** The same reference with its difficulty left out. */
export function withoutDifficulty<T extends ProblemRefRow>({ difficulty: _hidden, ...rest }: T): Omit<T, 'difficulty'> {
  return rest;
}
