// The analyser pool's spawner (pool.ts): a small process the pool starts once, which starts the analysis processes
// and passes messages between them and the pool. Why a process of its own: fork() copies the page tables of the
// process that calls it, and the server's (with PGlite's memory, a gigabyte) takes 30–45 ms to copy, all of it on
// the event loop; this process is small, so starting an analysis process costs the server nothing. Plain
// JavaScript, no TypeScript, so that it starts in a few milliseconds.
//
// From the pool: { type: 'spawn', id, module, args, execArgv }, { type: 'to', id, message }, { type: 'kill', id }.
// The analysis processes inherit this process's environment, which the pool gave without NODE_OPTIONS.
// To the pool: { type: 'spawned', id, pid }, { type: 'from', id, message }, { type: 'exit', id, code, signal, stderr }.
import { fork } from 'node:child_process';
import process from 'node:process';

/** How much of a process's stderr is kept to tell why it ended (V8 says there when a heap ran out). */
const STDERR_KEPT = 4096;
const workers = new Map();
const send = (message) => {
  if (process.connected) process.send(message);
};

// The server is gone: nothing will ask again. Idle analysis processes learn it from their own channel closing, busy
// ones from their watchdog (pool-worker.ts); this one ends them at once.
process.on('disconnect', () => {
  for (const worker of workers.values()) worker.kill('SIGKILL');
  process.exit(0);
});

process.on('message', (message) => {
  if (message.type === 'spawn') return spawn(message);
  const worker = workers.get(message.id);
  if (!worker) return;
  if (message.type === 'to') worker.send(message.message, (error) => error && worker.kill('SIGKILL'));
  else if (message.type === 'kill') worker.kill('SIGKILL');
});

function spawn({ id, module, args, execArgv }) {
  const worker = fork(module, args, { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' });
  workers.set(id, worker);
  let stderr = '';
  worker.stderr.setEncoding('utf8');
  worker.stderr.on('data', (text) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
  });
  worker.on('message', (from) => send({ type: 'from', id, message: from }));
  // Not started (no exit follows), or a message could not be sent to it (it is ended): its exit answers.
  worker.on('error', () => {
    if (worker.pid === undefined) exited(null, null);
    else worker.kill('SIGKILL');
  });
  worker.on('exit', (code, signal) => exited(code, signal));
  function exited(code, signal) {
    if (!workers.delete(id)) return;
    send({ type: 'exit', id, code, signal, stderr });
  }
  if (worker.pid !== undefined) send({ type: 'spawned', id, pid: worker.pid });
}
