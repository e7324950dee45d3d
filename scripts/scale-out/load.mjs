// A steady, bounded load of mixed reads and writes through nginx (on loopback, as browsers send it), with a ledger of every
// write: each acknowledged one is read back at the end. Writes are learners' notes (PUT, one note per learner and
// problem: a "slot", never written by two requests at once, so the last acknowledged text of a slot is known) and
// admins' study lists (POST: a new list each, read back by the id its answer gave). Every failure is kept with the
// phase it came back in and, when known, whether its request was in flight at a given moment (the SIGKILL).
import { Buffer } from 'node:buffer';
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** What a note write carries: the slot it is for and a counter that only grows. */
const noteText = (slot, n) => `scale-out write ${n} for ${slot}`;
const counterOf = (text) => Number(/^scale-out write (\d+) for /.exec(text ?? '')?.[1] ?? NaN);

/**
 * `learners`: [{ token, problemIds }]; `admin`: { token }. Bounded by `seconds` and `maxRequests`, at `rate`
 * requests a second over `connections` connections.
 */
export function startLoad({ url, learners, admin, connections = 8, rate = 120, seconds = 150, maxRequests = 30_000 }) {
  let phase = 'steady';
  let n = 0;
  const outstanding = new Map();
  const failures = [];
  const answered = { total: 0, byPhase: {} };
  const slots = new Map();
  const free = [];
  for (const [l, learner] of learners.entries()) {
    for (const problemId of learner.problemIds) {
      const slot = `${l}:${problemId}`;
      slots.set(slot, { learner, problemId, issued: new Set(), acknowledged: undefined });
      free.push(slot);
    }
  }
  const lists = [];
  let listWrites = 0;
  let noteWrites = 0;
  const any = (items) => items[Math.floor(Math.random() * items.length)];

  function nextOp() {
    const id = ++n;
    const kind = id % 10;
    const learner = any(learners);
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    if (kind <= 2 && free.length) {
      const slot = free.splice(Math.floor(Math.random() * free.length), 1)[0];
      const entry = slots.get(slot);
      entry.issued.add(id);
      noteWrites++;
      return { id, kind: 'note write', slot, method: 'PUT', path: `/api/v1/problems/${entry.problemId}/note`, headers: { ...auth(entry.learner.token), 'content-type': 'application/json' }, body: JSON.stringify({ text: noteText(slot, id) }), ok: [200] };
    }
    if (kind === 3) {
      listWrites++;
      const name = `Scale-out list ${id}`;
      return { id, kind: 'list write', name, method: 'POST', path: '/api/v1/admin/lists', headers: { ...auth(admin.token), 'content-type': 'application/json' }, body: JSON.stringify({ name: { zh: `扩容题单 ${id}`, en: name }, problems: [{ frontend_id: 1, slug: 'two-sum' }] }), ok: [201] };
    }
    if (kind <= 5) return { id, kind: 'problem list', method: 'GET', path: '/api/v1/problems/?page=1&page_size=20', headers: auth(learner.token), ok: [200] };
    if (kind <= 7) return { id, kind: 'note read', method: 'GET', path: `/api/v1/problems/${any(learner.problemIds)}/note`, headers: auth(learner.token), ok: [200, 404] };
    if (kind === 8) return { id, kind: 'profile', method: 'GET', path: '/api/v1/auth/me', headers: auth(learner.token), ok: [200] };
    return { id, kind: 'study lists', method: 'GET', path: '/api/v1/lists', headers: auth(learner.token), ok: [200] };
  }

  function settle(op, status, body) {
    outstanding.delete(op.id);
    answered.total++;
    answered.byPhase[phase] = (answered.byPhase[phase] ?? 0) + 1;
    const ok = op.ok.includes(status);
    if (!ok) failures.push({ phase, cause: `HTTP ${status}`, kind: op.kind, id: op.id });
    if (op.slot) {
      if (ok) slots.get(op.slot).acknowledged = op.id;
      // Free again either way: the slot's writes stay one at a time, so the last acknowledged one is known.
      free.push(op.slot);
    }
    if (op.name && ok) lists.push({ id: JSON.parse(body).id, name: op.name });
  }

  // The sender: `connections` kept-alive connections (as a browser keeps them), requests spread evenly at `rate` a
  // second, each connection one request at a time. A request whose reused connection was closed under it before any
  // answer (ECONNRESET: nginx's old workers close their idle connections on a reload; HTTP/1.1 keep-alive has this
  // race) is sent again on a new connection of its own, as browsers do (Node's documentation's `reusedSocket`): not
  // through the agent, which could hand it another kept-alive connection of the same old worker, closing as well.
  // Nothing else is retried, so every other error counts as a request the servers lost.
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const started = performance.now();
  let sent = 0;
  let stopped = false;
  const send = (op, retried = false) =>
    new Promise((resolve) => {
      const request = httpRequest({ agent: retried ? false : agent, host: target.hostname, port: target.port, method: op.method, path: op.path, headers: op.headers, timeout: 30_000 }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          settle(op, response.statusCode, Buffer.concat(chunks).toString());
          resolve();
        });
        response.on('error', (error) => {
          failures.push({ phase, cause: `${error.code ?? error.message} while the answer came`, kind: op.kind, id: op.id });
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      request.on('error', (error) => {
        if (!retried && request.reusedSocket && error.code === 'ECONNRESET') {
          retriedOnNewConnection++;
          resolve(send(op, true));
          return;
        }
        // A request that got no answer at all (a timeout, a connection reset): its op stays outstanding.
        const on = retried ? 'its own connection, sent again' : request.reusedSocket ? 'a kept-alive connection' : 'a new connection';
        failures.push({ phase, cause: `${error.code ?? error.message} on ${on}`, kind: op.kind, id: op.id });
        resolve();
      });
      request.end(op.body);
    });
  let retriedOnNewConnection = 0;
  const worker = async () => {
    while (!stopped && sent < maxRequests && performance.now() - started < seconds * 1000) {
      const due = started + (sent * 1000) / rate;
      sent++;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      const op = nextOp();
      outstanding.set(op.id, { ...op, phase });
      await send(op);
    }
  };
  const done = Promise.all(Array.from({ length: connections }, worker)).then(() => agent.destroy());

  return {
    setPhase(name) {
      phase = name;
    },
    /** The ids of the requests sent and not yet answered. */
    inFlight: () => new Set(outstanding.keys()),
    /** The id of the last request sent (ids grow by one per request). */
    lastId: () => n,
    answered: () => answered.total,
    async stop() {
      stopped = true;
      return done;
    },
    /** Requests sent again after their reused connection was closed under them (see the sender above). */
    retried: () => retriedOnNewConnection,
    failures,
    outstanding,
    /** Reads every acknowledged write back through `base`; returns what was checked and what was wrong. */
    async readBack(base) {
      const wrong = [];
      let notesChecked = 0;
      for (const [slot, entry] of slots) {
        if (entry.acknowledged === undefined) continue;
        notesChecked++;
        const response = await fetch(`${base}/api/v1/problems/${entry.problemId}/note`, { headers: { authorization: `Bearer ${entry.learner.token}` } });
        const text = response.ok ? (await response.json()).text : undefined;
        const counter = counterOf(text);
        // The last acknowledged write, or a later one of the same slot that was sent but never answered.
        if (!(counter >= entry.acknowledged && entry.issued.has(counter) && text === noteText(slot, counter))) wrong.push(`note ${slot}: ${response.status} ${text ?? ''} (acknowledged ${entry.acknowledged})`);
      }
      for (const list of lists) {
        const response = await fetch(`${base}/api/v1/lists/${list.id}`, { headers: { authorization: `Bearer ${admin.token}` } });
        const name = response.ok ? (await response.json()).name?.en : undefined;
        if (name !== list.name) wrong.push(`list ${list.id}: ${response.status} ${name ?? ''}`);
      }
      const acknowledgedNotes = [...slots.values()].reduce((sum, entry) => sum + (entry.acknowledged === undefined ? 0 : 1), 0);
      return { notesChecked, acknowledgedNotes, listsChecked: lists.length, noteWrites, listWrites, wrong };
    },
  };
}
