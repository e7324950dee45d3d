// The HTTP server: the contract's operations under /api/v1 (routes, validation and security from the bundled
// contract through fastify-openapi-glue), the built client with SPA fallback, /healthz, and one error policy:
// every failure answers with the contract's error body and a status the contract declares, never a stack trace.
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { bodyLimitOf, bodyRequired, contract, securityOf, successStatus, tokenOptional, unverifiedAllowed } from './contract/index.ts';
import { ApiProblem, FieldProblem, tooMany } from './errors.ts';
import { JsonText } from './json-text.ts';
import { allHandlers } from './handlers/index.ts';
import { RawReply, type Handlers, type Input, type OperationId } from './http/handler.ts';
import { DIST_DIR, documentHeaders, hasClient, registerClient, SECURITY_HEADERS, sendDocument } from './http/static-client.ts';
import { errorForLog } from './http/error-log.ts';
import { isOverload, OVERLOAD_RETRY_AFTER_SECONDS } from './http/overload.ts';
import { registerPressureGuard, type PressureOptions } from './http/pressure.ts';
import { createReadiness, type Readiness } from './http/readiness.ts';
import { compileValidator, validationIssues } from './http/validation.ts';
import { DEFAULT_LANG, langFromHeader, type Lang } from './i18n/texts.ts';
import type { Session } from './services/accounts.ts';
import type { Services } from './services/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    newToken: string | undefined;
    /** The handler ended the caller's session (logout): no fresh token goes out with the answer. */
    sessionEnded: boolean;
    /** On an open operation, the account of the token that came with it, if good. */
    caller: Session | null;
  }
}

export const API_PREFIX = '/api/v1';
/** Readiness, polled by load balancers: not logged per answer. */
const READYZ = `${API_PREFIX}/readyz`;
/** Big enough for the largest body the contract allows (100,000 characters of code, 4 bytes each at worst). */
const BODY_LIMIT = 512 * 1024;

export interface AppOptions {
  services: Services;
  logLevel?: string;
  /** Serve the built client from dist/ (the tests of the API leave it out). */
  serveClient?: boolean;
  /** Where the built client is (dist/ by default; the tests give a folder of their own). */
  clientDir?: string;
  /** TRUSTED_PROXIES: whose X-Forwarded-For is believed. */
  trustedProxies?: string[];
  /** Checks the database for /healthz and readiness. */
  ping?: () => Promise<void>;
  /** Whether the process takes new work (GET /api/v1/readyz); by default one that only shutdown stops. */
  readiness?: Readiness;
  /** The event-loop guard (503 under overload); by default refusing past a mean delay of 1 s. */
  pressure?: PressureOptions;
  /** Where the log goes (stdout by default; the tests read it). */
  logStream?: { write(line: string): void };
  /** Told of every answer (the operator's metrics): `route` is the matched route's template, if any. */
  onAnswer?: (answer: { method: string; route: string | undefined; url: string; status: number; seconds: number }) => void;
}

/**
 * The language of texts in an answer: the one the request asks for (the client sends its interface language,
 * which is this browser's choice), else the user's saved language, else zh.
 */
const langOf = (request: FastifyRequest): Lang => langFromHeader(request.headers['accept-language']) ?? request.session?.user.language ?? DEFAULT_LANG;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_\-.]{1,4096})$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The contract's security for each operation, checked when the request arrives: before its body is read or
 * validated, so that a caller without the right token learns nothing about the operation's input.
 */
function guard(operationId: OperationId, services: Services) {
  const requirement = securityOf(operationId);
  if (requirement === 'anyone') {
    // Open to anyone, with the token the app may hold: its account is known when the token is good (only a
    // signed-in account hears that its own address is verified already). No fresh token goes out for it.
    if (!tokenOptional(operationId)) return undefined;
    return async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.caller = token ? await services.accounts.authenticate(token) : null;
    };
  }
  const beforeVerification = unverifiedAllowed(operationId);
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await services.accounts.authenticate(token) : null;
    if (!session) throw new ApiProblem(401, 'not_authenticated');
    request.session = session;
    // An account is a full account once its address is verified: until then (a fresh registration, a changed
    // address) its token reaches only what the contract marks x-unverified-allowed.
    if (!session.user.emailVerified && !beforeVerification) throw new ApiProblem(403, 'email_not_verified');
    if (requirement === 'admin' && !session.user.isAdmin) throw new ApiProblem(403, 'forbidden', 'adminRequired');
  };
}

/**
 * A request with no body and no content type at all (curl -X DELETE …), to an operation that requires a body, is
 * read as an empty body labelled JSON: a 422 "body required". Fastify would otherwise skip the body's validation
 * (the contract gives its schemas per content type) and hand the handler no body, which answered 500.
 */
async function readMissingBodyAsJson(request: FastifyRequest) {
  const { headers } = request;
  const empty = headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0');
  if (empty && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
}

/** Runs an operation's handler and answers with the contract's success status. */
function route(operationId: OperationId, handlers: Handlers, services: Services) {
  const handler = handlers[operationId];
  const status = successStatus(operationId);
  if (!handler) return undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (handler.authenticated && !request.session) throw new ApiProblem(401, 'not_authenticated');
    const input = {
      body: request.body,
      query: request.query ?? {},
      params: request.params ?? {},
      lang: langOf(request),
      session: request.session ?? request.caller,
      clientAddress: request.ip,
      setToken: (token: string) => {
        request.newToken = token;
      },
      setHeader: (name: string, value: string) => {
        reply.header(name, value);
      },
      sessionEnded: () => {
        request.sessionEnded = true;
      },
    } as Input<typeof operationId> & { session: Session };
    const result = await handler.run(input as never);
    // A token past half its life is swapped for a fresh one on any successful authenticated call.
    const newToken = request.newToken ?? (request.session && !request.sessionEnded ? await services.accounts.refreshedToken(request.session) : undefined);
    if (newToken) reply.header('x-new-token', newToken);
    reply.code(status);
    if (result instanceof RawReply) return reply.type(result.contentType).headers(result.headers).send(result.body);
    // Fastify sends a string with a JSON content type as it is.
    if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.text);
    return status === 204 ? reply.send() : reply.send(result);
  };
}

function carriesNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || carriesNul(item, depth + 1));
}

function errorBody(error: FastifyError, request: FastifyRequest): { status: number; body: object; headers?: Record<string, string> } {
  const lang = langOf(request);
  if (error instanceof ApiProblem) return { status: error.status, body: error.body(lang), headers: error.headers };
  if (error instanceof FieldProblem) return { status: 422, body: error.body(lang) };
  if (error.validation) return { status: 422, body: { detail: validationIssues(error.validation, error.validationContext, lang) } };
  const problem = (() => {
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return new ApiProblem(400, 'validation_error', 'invalidJson');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return new ApiProblem(400, 'validation_error', 'bodyTooLarge');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return new ApiProblem(400, 'validation_error', 'unsupportedContentType');
      default:
        if (error.statusCode === 404) return new ApiProblem(404, 'not_found');
        // Any other refusal of the request itself; the contract has no 405/413/415, so it reads as a bad request.
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new ApiProblem(400, 'validation_error');
        return undefined;
    }
  })();
  if (problem) return { status: problem.status, body: problem.body(lang), headers: problem.headers };
  if (isOverload(error)) {
    request.log.warn({ err: error }, 'database overloaded: answered 429');
    const busy = tooMany('rate_limited', OVERLOAD_RETRY_AFTER_SECONDS, 'serverBusy');
    return { status: busy.status, body: busy.body(lang), headers: busy.headers };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: new ApiProblem(500, 'internal_error').body(lang) };
}

export async function buildApp({ services, logLevel = 'info', serveClient = true, clientDir = DIST_DIR, trustedProxies = [], ping, readiness = createReadiness(ping), pressure = { maxEventLoopDelayMs: 1000 }, logStream, onAnswer }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Secrets never reach the log: no headers, no bodies are logged, and these paths are blanked if ever passed.
      redact: ['req.headers.authorization', 'headers.authorization', 'body.password', 'body.code', 'body.token', 'body.cookie'],
      // A failed query's error carries the values it was sent (password hashes, addresses, codes): logged without.
      serializers: { err: errorForLog },
    },
    // Fastify's two lines per request are replaced by the one written in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // On shutdown idle keep-alive connections close at once; a request already on its way is still answered
    // (readiness has said 503 since the shutdown began; behind nginx, the next request goes to another process).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // X-Forwarded-For names the client only when the connection comes from a proxy the configuration trusts
    // (anyone can send the header; the per-address limits of /auth count by it).
    trustProxy: trustedProxies.length ? trustedProxies : false,
  });
  app.decorateRequest('session', null);
  app.decorateRequest('newToken', undefined);
  app.decorateRequest('sessionEnded', false);
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(compileValidator);
  // Bodies are JSON only: a body of another type would reach a handler unvalidated (the contract's schemas are
  // given per content type). The export's text/csv is an answer, never a request body.
  app.removeContentTypeParser('text/plain');
  // An empty body labelled JSON (curl -X POST -H 'content-type: application/json' …) is no body: fine for the
  // operations that take none, and a 422 "body required" for the others, instead of "not valid JSON".
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => (body === '' ? done(null, undefined) : json(request, body as string, done)));
  app.addContentTypeParser('text/csv', (_request, _payload, done) => done(new ApiProblem(400, 'validation_error', 'unsupportedContentType'), undefined));

  // Postgres cannot store the NUL character; no text of ours has one, so a request carrying it is refused as bad.
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00') || carriesNul(request.body)) throw new ApiProblem(400, 'validation_error');
  });
  // Once shutting down, every answer closes its connection, so the server closes as soon as the requests in
  // flight are answered instead of waiting for keep-alive connections to time out.
  // (From the first moment of the shutdown: while readiness says 503 and the process still listens, keep-alive
  // clients are moved on too.)
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    readiness.stopTakingWork();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    // The document carries its policy whichever path served it (/, /index.html, a route of the app).
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) documentHeaders(reply);
    if (draining || readiness.stopping) reply.header('connection', 'close');
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });
  // One line per answer: what was asked (path only: queries may hold search terms), how it went, by whom.
  app.addHook('onResponse', async (request, reply) => {
    onAnswer?.({ method: request.method, route: request.routeOptions.url, url: request.url, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    if (request.url === READYZ || !request.url.startsWith(API_PREFIX)) return;
    request.log.info(
      { method: request.method, path: request.routeOptions.url ?? request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime), user: request.session?.user.id },
      'request',
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, headers } = errorBody(error, request);
    return reply.code(status).headers(headers ?? {}).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const api = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (!api && serveClient && hasClient(clientDir) && (request.method === 'GET' || request.method === 'HEAD')) return sendDocument(reply);
    const problem = new ApiProblem(404, 'not_found');
    return reply.code(404).send(problem.body(langOf(request)));
  });

  // Before the routes, so that an overloaded process refuses their requests before any work is done on them.
  await registerPressureGuard(app, API_PREFIX, pressure);

  // Quality 4: at the default (11) a 50-row page of the problem list took ten times as long to compress as to make.
  // Answers of up to 64 KB are compressed in one call on this thread (about 0.2 ms of CPU for a 16 KB page of the
  // list, 0.4 ms for 48 KB). Past the plugin's default on two cores, 8 KB, they went through a zlib stream
  // each: its pipeline's own JavaScript was a quarter of the server's CPU under bench:practice on Postgres.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const handlers = allHandlers(services, readiness);
  await app.register(openapiGlue, {
    specification: contract,
    prefix: API_PREFIX,
    // Route options that fastify-openapi-glue merges into the route it made (its type asks for a whole route).
    operationResolver: (operationId: string) =>
      ({
        // Operations without a handler yet answer the contract's 500 body (see the error handler).
        handler: route(operationId as OperationId, handlers, services) ?? (async () => Promise.reject(new Error(`operation ${operationId} is not implemented yet`))),
        onRequest: [bodyRequired(operationId) ? readMissingBodyAsJson : undefined, guard(operationId as OperationId, services)].filter((hook) => hook !== undefined),
        // An export file is bigger than any other body; only the operations that take one allow more.
        ...(bodyLimitOf(operationId) ? { bodyLimit: bodyLimitOf(operationId) } : {}),
      }) as unknown as RouteOptions,
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await ping?.();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  if (serveClient) await registerClient(app, clientDir);
  return app;
}
