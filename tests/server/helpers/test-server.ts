// The server on a fresh database, driven with app.inject(): a controllable clock, a mailbox instead of SMTP,
// the log captured, and every answer checked against the contract.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SyncTransportOptions } from '../../../server/catalogue/leetcode/index.ts';
import type { Coach } from '../../../server/coach/types.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Mail, Mailer } from '../../../server/mail/mailer.ts';
import type { Database } from '../../../server/db/connection.ts';
import { startServer, type Server } from '../../../server/start.ts';
import { checkAnswer } from './contract.ts';
import { freshDatabase } from './databases.ts';

export const PASSWORD = 'Passw0rdDemo';

export interface TestServer {
  app: FastifyInstance;
  server: Server;
  mails: Mail[];
  /** While true, every mail fails to send (as an unreachable SMTP server would). */
  mailDown: { value: boolean };
  /** How long the mail server takes to accept each mail (a slow one). */
  mailDelayMs: { value: number };
  logs: string[];
  clock: { now: Date; advance(seconds: number): void };
  /**
   * A request under /api/v1, checked against the contract (status, headers, body); `ms` is how long the answer
   * took. Once answered, it waits for the mail outbox's worker to finish the sends the request started (so a test
   * reads its mails), which the answer itself never waits for.
   */
  call(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string }): Promise<Answer>;
  /** Registers, verifies and logs in a user; the first one on a fresh server is the admin. */
  signUp(username: string, extra?: Partial<{ email: string; language: 'zh' | 'en' }>): Promise<{ token: string; id: string; email: string }>;
  lastCode(email: string): string;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  /** How long the server took to answer. */
  ms: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/**
 * `env`: configuration beyond the tests' own (e.g. AI_DAILY_ALLOWANCE). app.inject() comes from 127.0.0.1, which
 * the tests' configuration trusts as a proxy: a test plays several clients with X-Forwarded-For.
 */
export async function testServer(options: { coach?: Coach; leetcode?: SyncTransportOptions; env?: Record<string, string>; database?: Database } = {}): Promise<TestServer> {
  const clock = { now: new Date('2026-11-21T02:00:00Z'), advance(seconds: number) { this.now = new Date(this.now.getTime() + seconds * 1000); } };
  const mails: Mail[] = [];
  const logs: string[] = [];
  const mailDown = { value: false };
  const mailDelayMs = { value: 0 };
  const mailer: Mailer = {
    async send(mail) {
      if (mailDelayMs.value) await new Promise((resolve) => setTimeout(resolve, mailDelayMs.value));
      if (mailDown.value) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      mails.push(mail);
    },
    close() {},
  };
  // The event-loop guard is off unless a test turns it on: many servers share this process and a busy machine, so
  // their event loop's delay measures the machine, not the server (readiness.test.ts tests the guard).
  const config = loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'info', PUBLIC_URL: 'https://algocoach.test', TRUSTED_PROXIES: '127.0.0.1', MAX_EVENT_LOOP_DELAY_MS: '0', ...options.env });
  const server = await startServer(config, {
    // Another server's database: a second process on the same data (closing it closes that one too).
    database: options.database ?? (await freshDatabase()),
    mailer,
    clock: () => clock.now,
    serveClient: false,
    // Mail goes out when a request kicks the outbox, or when a test calls deliverDue(): never behind its back.
    pollMail: false,
    logStream: { write: (line) => void logs.push(line) },
    ...(options.coach ? { coach: options.coach } : {}),
    // Never the network: a test that syncs brings its own fake LeetCode. Its retries wait no time (a test that
    // reaches here by accident answers at once instead of after the backoff's seconds).
    leetcode: options.leetcode ?? { fetch: async () => { throw new Error('this test reached for LeetCode'); }, sleep: async () => {} },
  });
  const app = server.app;

  const call: TestServer['call'] = async (method, path, options = {}) => {
    const url = `/api/v1${path}`;
    const started = performance.now();
    const raw = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(options.raw !== undefined ? { payload: options.raw } : options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    const ms = performance.now() - started;
    await server.services.ctx.outbox.idle();
    const body = checkAnswer(method, url, raw);
    return { status: raw.statusCode, ms, body, headers: raw.headers, raw };
  };

  const lastCode = (email: string) => {
    const mail = [...mails].reverse().find((m) => m.to === email && /\d{6}/.test(m.subject));
    if (!mail) throw new Error(`no code mailed to ${email}`);
    return /(\d{6})/.exec(mail.subject)![1]!;
  };

  const signUp: TestServer['signUp'] = async (username, extra = {}) => {
    const email = extra.email ?? `${username}@example.com`;
    const registered = await call('POST', '/auth/register', {
      body: { username, email, password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 60, ...(extra.language ? { language: extra.language } : {}) },
    });
    if (registered.status !== 201) throw new Error(`register ${username}: ${registered.status} ${JSON.stringify(registered.body)}`);
    const verified = await call('POST', '/auth/verify-email', { body: { email, code: lastCode(email) } });
    if (verified.status !== 200) throw new Error(`verify ${username}: ${verified.status}`);
    const login = await call('POST', '/auth/login', { body: { username, password: PASSWORD } });
    if (login.status !== 200) throw new Error(`login ${username}: ${login.status}`);
    return { token: login.body.access_token, id: login.body.user.id, email };
  };

  return { app, server, mails, mailDown, mailDelayMs, logs, clock, call, signUp, lastCode, close: () => server.close() };
}
