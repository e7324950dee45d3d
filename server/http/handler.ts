// How a contract operation's handler is written: its input and output types come from the generated
// `operations`, so a handler that reads a field the contract lacks, or answers the wrong shape, does not compile.
import type { operations } from '../../src/api/schema.d.ts';
import type { Lang } from '../i18n/texts.ts';
import type { JsonText } from '../json-text.ts';
import type { Session } from '../services/accounts.ts';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The request body's type; an optional body (logout's) may be undefined. */
export type BodyOf<K extends OperationId> = Op<K> extends { requestBody: infer R }
  ? [R] extends [never]
    ? undefined
    : JsonContent<R>
  : Op<K> extends { requestBody?: infer R }
    ? JsonContent<NonNullable<R>> | undefined
    : undefined;
export type QueryOf<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;
export type PathOf<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>;
type Responses<K extends OperationId> = Op<K>['responses'];
/** What the handler answers with: the success response's JSON (nothing for 204). */
export type ResultOf<K extends OperationId> = 204 extends keyof Responses<K>
  ? void
  : JsonContent<Responses<K>[Extract<keyof Responses<K>, 200 | 201>]>;

/** A non-JSON answer (a CSV download). */
export class RawReply {
  constructor(
    readonly contentType: string,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface Input<K extends OperationId> {
  body: BodyOf<K>;
  query: QueryOf<K>;
  params: PathOf<K>;
  /** The language of texts in the answer: the user's, else the request's Accept-Language, else zh. */
  lang: Lang;
  session: Session | null;
  /** The client's address: the connection's, or X-Forwarded-For's when the connection is a trusted proxy's. */
  clientAddress: string;
  /** Hands the client a new token (x-new-token), e.g. after a password change voided the old one. */
  setToken(token: string): void;
  setHeader(name: string, value: string): void;
  /** The caller's session has just ended (logout): the answer carries no fresh token. */
  sessionEnded(): void;
}

type Fn<K extends OperationId, S> = (input: Input<K> & S) => Promise<ResultOf<K> | JsonText<ResultOf<K>> | RawReply>;
export interface HandlerDef<K extends OperationId> {
  authenticated: boolean;
  // The session's type differs between open and authenticated handlers; the router checks it before calling.
  run: Fn<K, { session: Session }>;
}
export type Handlers = { [K in OperationId]?: HandlerDef<K> };

/** An operation anyone may call (the session is there when a valid token came with it). */
export const open = <K extends OperationId>(run: Fn<K, object>): HandlerDef<K> => ({ authenticated: false, run });
/** An operation behind bearerAuth or adminBearerAuth: the security handler has set the session. */
export const authed = <K extends OperationId>(run: Fn<K, { session: Session }>): HandlerDef<K> => ({ authenticated: true, run });
