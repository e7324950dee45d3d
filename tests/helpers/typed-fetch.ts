// A fetch double typed against the generated `paths`: a body that no longer matches the contract fails to compile.
import type { paths } from '@/api/schema';

type Method = 'get' | 'put' | 'post' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessBody<O> = O extends { responses: infer Rs }
  ? 200 extends keyof Rs
    ? JsonOf<Rs[200]>
    : 201 extends keyof Rs
      ? JsonOf<Rs[201]>
      : never
  : never;
type ErrorBody<O, S extends number> = O extends { responses: infer Rs } ? (S extends keyof Rs ? JsonOf<Rs[S]> : never) : never;

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A success answer of operation `method path`, with a body of exactly the contract's type. */
export function ok<P extends keyof paths, M extends Method & keyof paths[P]>(
  _path: P,
  _method: M,
  body: SuccessBody<paths[P][M]>,
  headers?: Record<string, string>,
): Reply {
  return { status: 200, body, headers };
}

/** An error answer the contract declares for `method path`. */
export function fail<P extends keyof paths, M extends Method & keyof paths[P], S extends 400 | 401 | 403 | 404 | 422 | 429 | 500>(
  _path: P,
  _method: M,
  status: S,
  body: ErrorBody<paths[P][M], S>,
): Reply {
  return { status, body };
}

export interface Recorded {
  method: string;
  path: string;
  headers: Headers;
  signal: AbortSignal;
}

/** A fetch that answers `METHOD /path` (path without /api/v1, query ignored) from a table, recording requests. */
export function typedFetch(table: Record<string, Reply | ((request: Request) => Reply | Promise<Reply>)>) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    requests.push({ method: request.method, path, headers: request.headers, signal: request.signal });
    const entry = table[`${request.method} ${path}`];
    if (!entry) throw new TypeError('Failed to fetch');
    const reply = typeof entry === 'function' ? await entry(request) : entry;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
