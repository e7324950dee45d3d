// The GraphQL queries the sync sends to each LeetCode site, and strict parsers for their answers: every field the
// sync uses is checked, so that a changed API stops the run with a message naming the field instead of importing
// garbage. Each query is written here once; the answers are shaped like tests/server/fixtures/leetcode/.
import { z } from 'zod';
import { LIMITS, mapAcceptance, mapDifficulty, type RemoteEntry, type RemoteStatement } from './mapping.ts';

export type Site = 'cn' | 'com';

export const ENDPOINTS: Record<Site, { graphql: string; origin: string; referer: string }> = {
  com: { graphql: 'https://leetcode.com/graphql', origin: 'https://leetcode.com', referer: 'https://leetcode.com/problemset/' },
  cn: { graphql: 'https://leetcode.cn/graphql', origin: 'https://leetcode.cn', referer: 'https://leetcode.cn/problemset/' },
};

export interface GraphqlRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The operation names, which the test's fake LeetCode matches on. */
export const LIST_OPERATION = 'problemsetQuestionList';
export const STATEMENT_OPERATION = 'questionContent';

/**
 * leetcode.com: `questionList`, aliased as the site's own problem set page does. `acRate` is a percent,
 * `difficulty` is `Easy`/`Medium`/`Hard`, `questionFrontendId` a string.
 */
const COM_LIST_QUERY = `query problemsetQuestionList($categorySlug: String, $limit: Int, $skip: Int, $filters: QuestionListFilterInput) {
  problemsetQuestionList: questionList(categorySlug: $categorySlug, limit: $limit, skip: $skip, filters: $filters) {
    total: totalNum
    questions: data {
      questionFrontendId
      title
      titleSlug
      difficulty
      acRate
      isPaidOnly
      topicTags { name slug }
    }
  }
}`;

/**
 * leetcode.cn: its own `problemsetQuestionList`, with `hasMore`, `total` and `questions`; the number is
 * `frontendQuestionId`, the Chinese title `titleCn`, paid-only `paidOnly`, the tags' Chinese names
 * `nameTranslated`; `acRate` is a fraction and `difficulty` is `EASY`/`MEDIUM`/`HARD`.
 */
const CN_LIST_QUERY = `query problemsetQuestionList($categorySlug: String, $limit: Int, $skip: Int, $filters: QuestionListFilterInput) {
  problemsetQuestionList(categorySlug: $categorySlug, limit: $limit, skip: $skip, filters: $filters) {
    hasMore
    total
    questions {
      frontendQuestionId
      title
      titleCn
      titleSlug
      difficulty
      acRate
      paidOnly
      topicTags { name nameTranslated slug }
    }
  }
}`;

/** The statement: `content` is the English HTML on both sites; leetcode.cn adds the Chinese title and HTML. */
const COM_STATEMENT_QUERY = `query questionContent($titleSlug: String!) {
  question(titleSlug: $titleSlug) {
    questionFrontendId
    titleSlug
    isPaidOnly
    content
  }
}`;

const CN_STATEMENT_QUERY = `query questionContent($titleSlug: String!) {
  question(titleSlug: $titleSlug) {
    questionFrontendId
    titleSlug
    isPaidOnly
    content
    translatedTitle
    translatedContent
  }
}`;

export function listRequest(site: Site, skip: number, limit: number): GraphqlRequest {
  return { operationName: LIST_OPERATION, query: site === 'com' ? COM_LIST_QUERY : CN_LIST_QUERY, variables: { categorySlug: '', skip, limit, filters: {} } };
}

export function statementRequest(site: Site, slug: string): GraphqlRequest {
  return { operationName: STATEMENT_OPERATION, query: site === 'com' ? COM_STATEMENT_QUERY : CN_STATEMENT_QUERY, variables: { titleSlug: slug } };
}

/** An answer the sync cannot use: LeetCode's API changed, or it answered with GraphQL errors. */
export class LeetcodeAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeetcodeAnswerError';
  }
}

const count = z.number().int().min(0).max(1_000_000);
const tagCom = z.object({ name: z.string().min(1), slug: z.string().min(1) });
const tagCn = tagCom.extend({ nameTranslated: z.string().nullable().optional() });
const difficulty = z.string().refine((value) => mapDifficulty(value) !== undefined, 'expected Easy, Medium or Hard (in any case)');

const comList = z.object({
  problemsetQuestionList: z.object({
    total: count,
    questions: z.array(
      z.object({
        questionFrontendId: z.string().min(1),
        title: z.string().min(1),
        titleSlug: z.string().min(1),
        difficulty,
        acRate: z.number().min(0).max(100),
        isPaidOnly: z.boolean(),
        topicTags: z.array(tagCom),
      }),
    ),
  }),
});

const cnList = z.object({
  problemsetQuestionList: z.object({
    hasMore: z.boolean(),
    total: count,
    questions: z.array(
      z.object({
        frontendQuestionId: z.string().min(1),
        title: z.string().min(1),
        titleCn: z.string().nullable(),
        titleSlug: z.string().min(1),
        difficulty,
        // A fraction on leetcode.cn: a value above 1 means the unit changed, and the run stops rather than guess.
        acRate: z.number().min(0).max(1),
        paidOnly: z.boolean(),
        topicTags: z.array(tagCn),
      }),
    ),
  }),
});

const statement = z.object({
  question: z
    .object({
      questionFrontendId: z.string().min(1),
      titleSlug: z.string().min(1),
      isPaidOnly: z.boolean(),
      content: z.string().nullable(),
      translatedTitle: z.string().nullable().optional(),
      translatedContent: z.string().nullable().optional(),
    })
    .nullable(),
});

const graphqlAnswer = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

/** `data.problemsetQuestionList.questions[3].difficulty` from zod's path. */
function where(path: readonly PropertyKey[]): string {
  return ['data', ...path].reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}${out ? '.' : ''}${String(key)}`), '');
}

function parse<T>(schema: z.ZodType<T>, body: unknown, site: Site, operation: string): T {
  const envelope = graphqlAnswer.safeParse(body);
  if (!envelope.success) throw new LeetcodeAnswerError(`leetcode.${site} answered ${operation} with something that is not a GraphQL answer`);
  if (envelope.data.errors?.length) {
    throw new LeetcodeAnswerError(`leetcode.${site} answered ${operation} with GraphQL errors: ${envelope.data.errors.map((e) => e.message).join('; ')}`);
  }
  const result = schema.safeParse(envelope.data.data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const more = result.error.issues.length - 1;
    throw new LeetcodeAnswerError(
      `leetcode.${site} answered ${operation} in an unexpected shape (has its API changed?): ${where(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}` +
        (more > 0 ? ` (and ${more} more)` : ''),
    );
  }
  return result.data;
}

/** `"1"` → 1; leetcode.cn's own series ("LCP 01", "剑指 Offer 03", "面试题 01.01") have no number: null. */
function frontendNumber(raw: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= LIMITS.frontendId ? n : null;
}

export interface RemotePage {
  /** Problems the list holds (all pages). */
  total: number;
  entries: RemoteEntry[];
  /** leetcode.cn says whether more pages follow; leetcode.com does not (then the total decides). */
  hasMore: boolean | undefined;
}

export function parseList(site: Site, body: unknown): RemotePage {
  if (site === 'com') {
    const list = parse(comList, body, site, LIST_OPERATION).problemsetQuestionList;
    return {
      total: list.total,
      hasMore: undefined,
      entries: list.questions.map((q) => ({
        frontendId: frontendNumber(q.questionFrontendId),
        rawId: q.questionFrontendId,
        slug: q.titleSlug,
        // leetcode.com has no Chinese titles: the English one serves both languages.
        title: { zh: q.title, en: q.title },
        difficulty: mapDifficulty(q.difficulty)!,
        acceptanceRate: mapAcceptance(q.acRate, 'percent'),
        paidOnly: q.isPaidOnly,
        tags: q.topicTags.map((t) => ({ name: t.name, slug: t.slug })),
      })),
    };
  }
  const list = parse(cnList, body, site, LIST_OPERATION).problemsetQuestionList;
  return {
    total: list.total,
    hasMore: list.hasMore,
    entries: list.questions.map((q) => ({
      frontendId: frontendNumber(q.frontendQuestionId),
      rawId: q.frontendQuestionId,
      slug: q.titleSlug,
      title: { zh: q.titleCn?.trim() || q.title, en: q.title },
      difficulty: mapDifficulty(q.difficulty)!,
      acceptanceRate: mapAcceptance(q.acRate, 'fraction'),
      paidOnly: q.paidOnly,
      tags: q.topicTags.map((t) => ({ name: t.name, slug: t.slug, nameZh: t.nameTranslated?.trim() || null })),
    })),
  };
}

/**
 * The statement in both languages, or null when LeetCode has none to give (paid-only, removed). leetcode.cn:
 * zh from `translatedContent`, else the English `content`; en from `content`, else the Chinese one.
 * leetcode.com has no Chinese statements: the English `content` serves both languages.
 */
export function parseStatement(site: Site, slug: string, body: unknown): (RemoteStatement & { titleZh: string | null }) | null {
  const question = parse(statement, body, site, `${STATEMENT_OPERATION}(${slug})`).question;
  if (!question || question.isPaidOnly) return null;
  if (question.titleSlug !== slug) {
    throw new LeetcodeAnswerError(`leetcode.${site} answered ${STATEMENT_OPERATION}(${slug}) with the problem ${question.titleSlug}`);
  }
  const en = question.content?.trim() ? question.content : null;
  const zh = site === 'cn' && question.translatedContent?.trim() ? question.translatedContent : null;
  const titleZh = site === 'cn' && question.translatedTitle?.trim() ? question.translatedTitle.trim() : null;
  if (en === null && zh === null) return null;
  return { zh: zh ?? en!, en: en ?? zh!, titleZh };
}
