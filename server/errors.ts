// The errors services throw for a rule a request broke. Each becomes the contract's error body (`detail` in the
// request's language and a machine `code`) with one of the statuses every operation declares.
import { text, type ErrorCode, type Lang, type TextKey } from './i18n/texts.ts';

export type ProblemStatus = 400 | 401 | 403 | 404 | 429 | 500 | 503;

export class ApiProblem extends Error {
  constructor(
    readonly status: ProblemStatus,
    readonly code: ErrorCode,
    readonly textKey: TextKey = code,
    /** e.g. Retry-After for 429 */
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${code}`);
    this.name = 'ApiProblem';
  }

  body(lang: Lang) {
    return { detail: text(this.textKey, lang), code: this.code };
  }
}

/** A 422: field problems in the contract's ValidationIssue shape. */
export class FieldProblem extends Error {
  constructor(readonly issues: Array<{ loc: Array<string | number>; textKey: TextKey; type: string }>) {
    super('422 validation');
    this.name = 'FieldProblem';
  }

  body(lang: Lang) {
    return { detail: this.issues.map((issue) => ({ loc: issue.loc, msg: text(issue.textKey, lang), type: issue.type })) };
  }
}

export const notFound = (key: TextKey = 'not_found') => new ApiProblem(404, 'not_found', key);
export const tooMany = (code: ErrorCode, retryAfterSeconds: number, key: TextKey = code) =>
  new ApiProblem(429, code, key, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
