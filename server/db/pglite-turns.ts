// PGlite runs each statement synchronously, in WASM, on the server's own thread, and hands the next statement waiting
// for it its turn through a promise. So when a burst of requests reaches the database at once, their statements ran
// back to back in one turn of the event loop (a test saw 50–78 ms for eleven analyses arriving together), and no
// other request, not even GET /healthz, was read until every one of them was done. Here a call starts only in a turn
// of the loop of its own (they wait in line, and each check phase of the loop starts the first of them): the
// loop polls for I/O between any two statements. An idle server loses nothing, the check phase follows at once.
import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes the client's public entry points (drizzle's queries and transactions come through them) wait their turn.
 * Returns the client's own query, which does not: the health check's ping must say whether the database answers,
 * not queue behind the load it is judging (Postgres pings on a connection of its own for the same reason).
 */
export function takeTurnsWithEventLoop(client: PGlite): (sql: string) => Promise<unknown> {
  const unqueued = client.query.bind(client);
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = target[name].bind(client);
    target[name] = async (...args: unknown[]) => {
      await ownTurn();
      return original(...args);
    };
  }
  return (sql) => unqueued(sql);
}

/** The calls waiting for a turn, first come first served. */
const waiting: Array<() => void> = [];
let granting = false;

function ownTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!granting) {
      granting = true;
      setImmediate(grant);
    }
  });
}

/**
 * Starts the first waiting call (it runs in the microtasks right after this callback), and asks for the next
 * turn of the loop for the rest. In order: a call that finds the turn taken and simply waited for the next check
 * phase would queue behind the newest call of whoever just ran, and one busy request could starve the others.
 */
function grant(): void {
  waiting.shift()?.();
  if (waiting.length) setImmediate(grant);
  else granting = false;
}
