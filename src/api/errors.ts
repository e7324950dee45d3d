// One error type for every failed call (product-spec §8), so screens only ever deal with ApiError.
import type { components } from './schema';

export type ErrorCode = components['schemas']['ErrorCode'];
type ValidationIssue = components['schemas']['ValidationIssue'];

export type ApiErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'server'
  | 'unknown'
  | 'network'
  | 'timeout';

/** §8's fallback when the server said nothing usable. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

export interface FieldError {
  /** The field's name, e.g. `email` for `loc: ["body", "email"]`. */
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: FieldError[];
  /**
   * The server answered with an error body that says nothing: neither `detail` nor `message`. §8 has such an
   * answer read 'Unknown error' whatever its status (the status still decides the kind and what the app does).
   */
  readonly unexplained: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; code?: ErrorCode; fieldErrors?: FieldError[]; unexplained?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.unexplained = options.unexplained ?? false;
  }
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status >= 500) return 'server';
  return 'unknown';
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  return typeof value === 'object' && value !== null && 'msg' in value && 'loc' in value;
}

function fieldOf(issue: ValidationIssue): string {
  // FastAPI prefixes the location with where the value came from ("body", "query", "path").
  const parts = issue.loc.filter((part) => !['body', 'query', 'path', 'header'].includes(String(part)));
  return parts.map(String).join('.') || String(issue.loc.at(-1) ?? '');
}

/** Builds the ApiError for an HTTP error answer, whatever shape its body has. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const kind = kindForStatus(status);
  if (typeof body === 'object' && body !== null) {
    const { detail, message, code } = body as { detail?: unknown; message?: unknown; code?: unknown };
    const errorCode = typeof code === 'string' ? (code as ErrorCode) : undefined;
    if (Array.isArray(detail)) {
      const fieldErrors = detail.filter(isValidationIssue).map((issue) => ({ field: fieldOf(issue), message: issue.msg }));
      const text = fieldErrors.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('\n');
      return new ApiError(kind, text || UNKNOWN_ERROR_MESSAGE, { status, code: errorCode, fieldErrors });
    }
    const text = typeof detail === 'string' && detail ? detail : typeof message === 'string' && message ? message : '';
    return new ApiError(kind, text || UNKNOWN_ERROR_MESSAGE, { status, code: errorCode, unexplained: !text });
  }
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) {
    return new ApiError(kind, body.trim().slice(0, 500), { status });
  }
  return new ApiError(kind, UNKNOWN_ERROR_MESSAGE, { status });
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** True when the thrown value is an abort the user caused (left the page, pressed cancel). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
