// PGlite's statements run on the server's thread: a burst of requests, each sending a few statements in turn, must
// let the event loop go round between their waves, or no other request is read until the whole burst is done.
import { PGlite } from '@electric-sql/pglite';
import { afterEach, expect, it } from 'vitest';
import { takeTurnsWithEventLoop } from '../../server/db/pglite-turns.ts';

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** Ten "requests" of three statements each, sent at once; where a callback queued after them ran, among their ends. */
async function burst(db: PGlite): Promise<{ events: string[] }> {
  const events: string[] = [];
  const request = async (k: number) => {
    await db.query('select $1::int as k', [k]);
    await db.exec('select 1');
    await db.transaction(async (tx) => {
      await tx.query('select 2');
    });
    events.push(`request ${k}`);
  };
  const requests = Array.from({ length: 10 }, (_, k) => request(k));
  // What the event loop does next (another request's I/O is read in the same round of the loop).
  setImmediate(() => events.push('loop'));
  await Promise.all(requests);
  return { events };
}

it('lets the event loop go round between the waves of a burst of statements', async () => {
  client = await PGlite.create();
  takeTurnsWithEventLoop(client);
  const { events } = await burst(client);
  // The loop went round before the first request had sent its three statements.
  expect(events[0]).toBe('loop');
  expect(events.filter((e) => e.startsWith('request'))).toHaveLength(10);
});

it('serves waiting calls in order: a request sending many statements cannot starve one that waits', async () => {
  client = await PGlite.create();
  takeTurnsWithEventLoop(client);
  const db = client;
  const events: string[] = [];
  const busy = (async () => {
    for (let k = 0; k < 10; k++) {
      await db.query('select $1::int as k', [k]);
      events.push(`busy ${k}`);
    }
  })();
  const other = db.query('select 1').then(() => events.push('other'));
  await Promise.all([busy, other]);
  // Asked for its turn right after the busy request's first statement: it runs second.
  expect(events.slice(0, 2)).toEqual(['busy 0', 'other']);
});

it("lets the health check's ping through at once, ahead of a burst", async () => {
  client = await PGlite.create();
  const ping = takeTurnsWithEventLoop(client);
  const events: string[] = [];
  const waiting = burst(client).then((b) => events.push(...b.events));
  await ping('select 1');
  events.push('ping');
  await waiting;
  expect(events[0]).toBe('ping');
});

it('answers every call as PGlite does, errors included', async () => {
  client = await PGlite.create();
  takeTurnsWithEventLoop(client);
  expect((await client.query<{ n: number }>('select 41 + 1 as n')).rows).toEqual([{ n: 42 }]);
  await expect(client.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
  await expect(client.transaction(async () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
  expect((await client.exec('select 1 as one'))[0]!.rows).toEqual([{ one: 1 }]);
});
