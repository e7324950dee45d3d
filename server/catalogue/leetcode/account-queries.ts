// The GraphQL queries a learner's history import sends to leetcode.cn or .com signed in as the learner (their
// session cookie), and strict parsers for the answers: who is signed in, their submissions page by page (newest
// first, with `lastKey` to go on), and one submission's code. The two sites differ in the detail query's name and
// shape; the answers are shaped like tests/server/fixtures/leetcode-account/. A signed-out answer (GraphQL errors,
// a null field, `isSignedIn: false`) is LeetcodeSignedOut: the cookie is wrong or has expired.
import { z } from 'zod';
import { LeetcodeAnswerError, type GraphqlRequest, type Site } from './queries.ts';

export const SIGN_IN_OPERATION = 'globalData';
export const SUBMISSIONS_OPERATION = 'submissionList';
export const DETAIL_OPERATION = 'submissionDetails';

/** The site did not take the learner's cookie (wrong, expired, or signed out since). */
export class LeetcodeSignedOut extends Error {
  constructor(site: Site, operation: string) {
    super(`leetcode.${site} answered ${operation} as to someone signed out`);
    this.name = 'LeetcodeSignedOut';
  }
}

export const signInRequest = (): GraphqlRequest => ({
  operationName: SIGN_IN_OPERATION,
  query: 'query globalData { userStatus { isSignedIn username } }',
  variables: {},
});

/** The learner's submissions, every problem and status, newest first (the site's own submissions page). */
export const submissionsRequest = (offset: number, limit: number, lastKey: string | null): GraphqlRequest => ({
  operationName: SUBMISSIONS_OPERATION,
  query: `query submissionList($offset: Int!, $limit: Int!, $lastKey: String) {
  submissionList(offset: $offset, limit: $limit, lastKey: $lastKey) {
    lastKey
    hasNext
    submissions { id titleSlug statusDisplay lang timestamp }
  }
}`,
  variables: { offset, limit, lastKey },
});

/** One submission's code: leetcode.com's `submissionDetails` (Int id, `lang { name }`), leetcode.cn's `submissionDetail` (ID, `lang` a slug). */
export function detailRequest(site: Site, id: string): GraphqlRequest {
  return site === 'com'
    ? {
        operationName: DETAIL_OPERATION,
        query: `query submissionDetails($submissionId: Int!) {
  submissionDetails(submissionId: $submissionId) { code timestamp lang { name } question { titleSlug } }
}`,
        variables: { submissionId: Number(id) },
      }
    : {
        operationName: DETAIL_OPERATION,
        query: `query submissionDetails($submissionId: ID!) {
  submissionDetail(submissionId: $submissionId) { code timestamp lang question { titleSlug } }
}`,
        variables: { submissionId: id },
      };
}

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(200);
const seconds = z.union([z.string().regex(/^\d{9,11}$/), z.number().int()]).transform(Number);
const submissionId = z.union([z.string().regex(/^[0-9A-Za-z_-]{1,40}$/), z.number().int().nonnegative()]).transform(String);

const signIn = z.object({ userStatus: z.object({ isSignedIn: z.boolean(), username: z.string().nullable().optional() }).nullable() });
const page = z.object({
  submissionList: z
    .object({
      lastKey: z.string().max(200).nullable().optional(),
      hasNext: z.boolean(),
      submissions: z.array(z.object({ id: submissionId, titleSlug: slug, statusDisplay: z.string().max(40), lang: z.string().max(30), timestamp: seconds })).max(100),
    })
    .nullable(),
});
const comDetail = z.object({ submissionDetails: z.object({ code: z.string().max(100_000), lang: z.object({ name: z.string().max(30) }) }).nullable() });
const cnDetail = z.object({ submissionDetail: z.object({ code: z.string().max(100_000), lang: z.string().max(30) }).nullable() });
const envelope = z.object({ data: z.unknown().optional(), errors: z.array(z.object({ message: z.string() }).loose()).optional() });

function read<T>(schema: z.ZodType<T>, body: unknown, site: Site, operation: string): T {
  const answer = envelope.safeParse(body);
  if (!answer.success) throw new LeetcodeAnswerError(`leetcode.${site} answered ${operation} with something that is not a GraphQL answer`);
  // Both sites answer a signed-out caller's private query with errors (and a null field).
  if (answer.data.errors?.length) throw new LeetcodeSignedOut(site, operation);
  const result = schema.safeParse(answer.data.data);
  if (!result.success) throw new LeetcodeAnswerError(`leetcode.${site} answered ${operation} in an unexpected shape (has its API changed?): ${result.error.issues[0]?.path.join('.') ?? ''}`);
  return result.data;
}

export function parseSignIn(site: Site) {
  return (body: unknown): void => {
    const { userStatus } = read(signIn, body, site, SIGN_IN_OPERATION);
    if (!userStatus?.isSignedIn) throw new LeetcodeSignedOut(site, SIGN_IN_OPERATION);
  };
}

export interface SubmissionPage {
  lastKey: string | null;
  hasNext: boolean;
  submissions: Array<{ id: string; title_slug: string; status_display: string; lang: string; timestamp: number }>;
}

export function parseSubmissions(site: Site) {
  return (body: unknown): SubmissionPage => {
    const { submissionList } = read(page, body, site, SUBMISSIONS_OPERATION);
    if (!submissionList) throw new LeetcodeSignedOut(site, SUBMISSIONS_OPERATION);
    return {
      lastKey: submissionList.lastKey ?? null,
      hasNext: submissionList.hasNext,
      submissions: submissionList.submissions.map((s) => ({ id: s.id, title_slug: s.titleSlug, status_display: s.statusDisplay, lang: s.lang, timestamp: s.timestamp })),
    };
  };
}

export function parseDetail(site: Site) {
  return (body: unknown): { code: string } => {
    if (site === 'com') {
      const { submissionDetails } = read(comDetail, body, site, DETAIL_OPERATION);
      if (!submissionDetails) throw new LeetcodeSignedOut(site, DETAIL_OPERATION);
      return { code: submissionDetails.code };
    }
    const { submissionDetail } = read(cnDetail, body, site, DETAIL_OPERATION);
    if (!submissionDetail) throw new LeetcodeSignedOut(site, DETAIL_OPERATION);
    return { code: submissionDetail.code };
  };
}
