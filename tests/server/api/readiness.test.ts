// Readiness and the event-loop guard (issue 28 item 2): GET /api/v1/readyz turns 503 the moment a shutdown starts,
// while the request in flight is still answered; an event loop that falls behind answers new API requests 503
// with Retry-After and the contract's error body, and /healthz (liveness) stays 200 through both.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Coach } from '../../../server/coach/types.ts';
import { fakeCoach } from '../helpers/fake-coach.ts';
import { testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer | undefined;
let closed = false;
afterEach(async () => {
  if (t && !closed) await t.close();
  t = undefined;
  closed = false;
});

/** A coach whose hints wait until the test opens the gate: a request that is still in flight when asked. */
function gatedCoach() {
  const coach = fakeCoach();
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const gated: Coach = {
    ...coach,
    async hint(input) {
      coach.calls.push('hint-waiting');
      await gate;
      return coach.hint(input);
    },
  };
  return { coach: gated, calls: coach.calls, open: () => open() };
}

const until = async (condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('readiness', () => {
  it('turns 503 as soon as the shutdown starts; the request in flight is still answered, then the process closes', async () => {
    const gated = gatedCoach();
    // A drain delay: the process keeps listening for 800 ms with readiness already 503, as a balancer polling it needs.
    t = await testServer({ coach: gated.coach, env: { SHUTDOWN_DRAIN_DELAY_MS: '800' } });
    const server = t;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { token } = await server.signUp('lin_xiaoming');

    const ready = await server.call('GET', '/readyz');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);

    const problem = (await server.call('GET', '/problems/search?q=two-sum', { token })).body.items[0];
    const hint = fetch(`${base}/api/v1/problems/${problem.id}/hint?level=1`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { hint?: string; error?: string } }),
      (error: Error) => ({ status: 0, body: { error: error.message } as { hint?: string; error?: string } }),
    );
    await until(() => gated.calls.includes('hint-waiting'), 'the hint to be in flight');

    const closing = server.server.close();
    closed = true;
    // At once: not ready, in the contract's shape (checked by call()), over a new connection too.
    const notReady = await server.call('GET', '/readyz', { headers: { 'accept-language': 'en' } });
    expect([notReady.status, notReady.headers['retry-after'], notReady.body]).toEqual([503, '5', { code: 'service_unavailable', detail: 'The server is restarting, try again in a moment' }]);
    expect((await fetch(`${base}/api/v1/readyz`)).status).toBe(503);
    // Alive all the same: draining is not a fault.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    // After the drain delay it stops listening: a new connection is refused while the hint is still waiting.
    await until(() => fetch(`${base}/healthz`).then(() => false, () => true), 'the listener to close');
    expect(gated.calls.filter((call) => call === 'hint')).toEqual([]);
    gated.open();
    const answered = await hint;
    expect([answered.status, typeof answered.body.hint]).toEqual([200, 'string']);
    await closing;
  }, 90_000);
});

describe('the event-loop guard', () => {
  it('answers 503 with Retry-After and the error body while the event loop is blocked, and serves again once it catches up', async () => {
    t = await testServer({ env: { MAX_EVENT_LOOP_DELAY_MS: '100' } });
    const server = t;
    const { token } = await server.signUp('lin_xiaoming');
    expect((await server.call('GET', '/auth/me', { token })).status).toBe(200);

    // The loop is kept busy in slices of 150 ms (work that never yields for long, as under overload), until the
    // guard's sample sees it behind; give up after 5 s.
    const giveUp = Date.now() + 5000;
    while (!server.app.refusesForPressure() && Date.now() < giveUp) {
      const end = Date.now() + 150;
      while (Date.now() < end) {
        /* busy: the event loop is blocked */
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(server.app.refusesForPressure()).toBe(true);
    const refused = await server.call('GET', '/auth/me', { token, headers: { 'accept-language': 'en' } });
    expect([refused.status, refused.headers['retry-after'], refused.body]).toEqual([503, '2', { code: 'service_unavailable', detail: 'The server is busy, try again in a moment' }]);
    const readiness = await server.call('GET', '/readyz');
    expect(readiness.status).toBe(503);
    // Liveness is not refused: an overloaded process is not a dead one.
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await until(() => !server.app.refusesForPressure(), 'the event loop to catch up');
    expect((await server.call('GET', '/auth/me', { token })).status).toBe(200);
  }, 90_000);
});

describe('liveness', () => {
  it('asks Postgres on a connection of its own: a pool busy with requests does not hold /healthz', async ({ skip }) => {
    t = await testServer();
    const { database } = t.server;
    if (database.engine !== 'postgres') skip('PGlite has one connection, shared by every statement');
    // The first ping opens its connection; what is measured is a ping on a server that has been answering.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // Every pooled connection busy for two seconds (the test pool holds five).
    // (then: drizzle sends a query only once it is awaited.)
    const busy = Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(2)`).then(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(database.poolUse()).toMatchObject({ busy: 5 });
    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const ms = performance.now() - started;
    await Promise.all(busy);
    expect([health.statusCode, ms < 500]).toEqual([200, true]);
  });

  it('answers 503 while the database does not answer, and 200 again once its connection is opened anew', async () => {
    t = await testServer();
    const { database } = t.server;
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    if (database.engine === 'postgres') {
      // Postgres ends every other connection of this database (a restart, an administrator): the next pings open
      // their own again.
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
      await until(async () => (await t!.app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200, 'healthz to answer 200 again');
    }
    await database.close();
    closed = true;
    const down = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'unavailable' }]);
    await t.app.close();
  });
});
