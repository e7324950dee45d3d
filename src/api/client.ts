// The only way the app talks to the server: one openapi-fetch client typed by the contract, with the
// token, timeout and session policies of product-spec §4, §7 and §8 as middleware.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';
import { ApiError, errorFromResponse, isAbort, type ErrorCode } from './errors';
import { NEW_TOKEN_HEADER, storage } from './storage';
import { timeoutFor } from './timeouts';

export type Schemas = components['schemas'];

export const API_BASE_URL = '/api/v1';
/** The one call whose 401 means "wrong credentials" rather than "session over". */
const LOGIN_PATH = '/auth/login';

export const NETWORK_ERROR_MESSAGE = 'Network error, please check your connection';
export const TIMEOUT_ERROR_MESSAGE = 'The request timed out, please try again';

export interface ApiClientOptions {
  fetch?: typeof globalThis.fetch;
  /** Absolute base for environments without a page origin (unit tests); the app uses API_BASE_URL. */
  baseUrl?: string;
  /** Called when any call but login answers 401: the session is over. */
  onUnauthorized?: () => void;
  /** Called when the server hands out a refreshed token (already stored). */
  onNewToken?: (token: string) => void;
  /** The interface language, sent as Accept-Language so server texts come back in it. */
  getLanguage?: () => string;
  timeoutFor?: typeof timeoutFor;
}

/** Sends the stored token, read at request time so a login or a refresh in any tab applies at once. */
function bearerToken(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = storage.readToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const language = options.getLanguage?.();
      if (language) request.headers.set('Accept-Language', language === 'zh' ? 'zh-CN' : language);
      return request;
    },
  };
}

/**
 * A timer per request (a signal on the client would be one timer for the app's whole life), linked with
 * the caller's signal (TanStack Query aborts it when the page is left).
 */
function perOperationTimeout(options: ApiClientOptions): Middleware {
  const timers = new Map<string, { timer: ReturnType<typeof setTimeout>; controller: AbortController }>();
  const settle = (id: string) => {
    const entry = timers.get(id);
    if (entry) clearTimeout(entry.timer);
    timers.delete(id);
    return entry;
  };
  return {
    onRequest({ request, schemaPath, id }) {
      const ms = (options.timeoutFor ?? timeoutFor)(request.method, schemaPath);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
      timers.set(id, { timer, controller });
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      settle(id);
    },
    onError({ id, error }) {
      const entry = settle(id);
      if (entry?.controller.signal.aborted) return new ApiError('timeout', TIMEOUT_ERROR_MESSAGE);
      return error instanceof Error ? error : undefined;
    },
  };
}

/**
 * x-new-token replaces the stored token; a 401 (except from login) ends the session. Both only for a call of the
 * session still stored: an answer that arrives after a logout (or after the next person signed in) must neither
 * put the old session's refreshed token back into storage nor end the session that came after it.
 * One case in between: a call sent with a token that another answer has since refreshed (x-new-token) may be
 * refused for that older token alone, so it is sent once more with the current one, whose answer decides.
 */
function sessionPolicy(options: ApiClientOptions, send: typeof globalThis.fetch): Middleware {
  /** Each refreshed token's successor: a token is this session's while the chain leads to the stored one. */
  const successors = new Map<string, string>();
  /** Each call's request as it left, unread, for the one retry. */
  const copies = new Map<string, Request>();
  const withToken = (headers: Headers, token: string) => {
    const next = new Headers(headers);
    next.set('Authorization', `Bearer ${token}`);
    return next;
  };
  const tokenOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
  const refreshedInto = (sent: string, current: string) => {
    let token: string | undefined = sent;
    for (let step = 0; token && token !== current && step < 50; step++) token = successors.get(token);
    return token === current;
  };
  /** An answer to a call sent with the stored token. */
  const accept = (sentWith: string | null, response: Response, schemaPath: string) => {
    const newToken = response.headers.get(NEW_TOKEN_HEADER);
    if (newToken && response.ok) {
      if (sentWith) successors.set(sentWith, newToken);
      storage.writeToken(newToken);
      options.onNewToken?.(newToken);
    }
    if (response.status === 401 && schemaPath !== LOGIN_PATH) options.onUnauthorized?.();
  };
  return {
    onRequest({ request, id }) {
      copies.set(id, request.clone());
    },
    async onResponse({ request, response, schemaPath, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      const sentWith = tokenOf(request);
      const current = storage.readToken();
      if (sentWith === current) return accept(sentWith, response, schemaPath);
      if (response.status !== 401 || schemaPath === LOGIN_PATH || !sentWith || !current || !copy || !refreshedInto(sentWith, current)) return;
      const retry = new Request(copy, {
        headers: withToken(copy.headers, current),
        signal: AbortSignal.any([copy.signal, AbortSignal.timeout((options.timeoutFor ?? timeoutFor)(request.method, schemaPath))]),
      });
      const again = await send(retry);
      if (storage.readToken() === current) accept(current, again, schemaPath);
      return again;
    },
    onError({ id }) {
      copies.delete(id);
    },
  };
}

export function createApiClient(options: ApiClientOptions = {}) {
  // Read globalThis.fetch at call time so tests and e2e can replace it.
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // openapi-fetch sends `Content-Type: application/json` with every JSON body (and none on bodiless calls).
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? API_BASE_URL, fetch: send });
  client.use(bearerToken(options), perOperationTimeout(options), sessionPolicy(options, send as typeof globalThis.fetch));
  return client;
}

type Handlers = Pick<ApiClientOptions, 'onUnauthorized' | 'onNewToken' | 'getLanguage'>;
const handlers: Handlers = {};

/** Lets the session and i18n layers plug in without the API layer importing them. */
export function setApiHandlers(next: Handlers): void {
  Object.assign(handlers, next);
}

export const api = createApiClient({
  onUnauthorized: () => handlers.onUnauthorized?.(),
  onNewToken: (token) => handlers.onNewToken?.(token),
  getLanguage: () => handlers.getLanguage?.() ?? '',
});

/** Turns any thrown value into an ApiError (aborts pass through untouched for TanStack Query). */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || isAbort(error)) return error;
  if (error instanceof TypeError) return new ApiError('network', NETWORK_ERROR_MESSAGE);
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError('timeout', TIMEOUT_ERROR_MESSAGE);
  return new ApiError('unknown', error instanceof Error && error.message ? error.message : 'Unknown error');
}

/** `{ data, error, response }` → the data, or a thrown ApiError. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  if (!result.response.ok) throw errorFromResponse(result.response.status, result.error);
  return result.data as T;
}

/**
 * Like unwrap, for a resource that may simply not exist yet (today's plan, the daily challenge): a 404 with one
 * of `noneCodes`, or with no code, is the answer "there is none", null; any other failure is thrown.
 */
export async function unwrapOrNone<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, noneCodes: ErrorCode[]): Promise<T | null> {
  try {
    return await unwrap(call);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && (!error.code || noneCodes.includes(error.code))) return null;
    throw error;
  }
}
