/**
 * The pool's side inside an analysis process (pool.ts is the other side): answers the analyses it is sent over the
 * IPC channel, one at a time, and says when it is ready. pool-worker.mjs starts the process and hands this the
 * analyser to serve.
 */
import { readdirSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CodeAnalysis } from './analysis.ts';
import type { AnalysedLanguage } from './types.ts';

export type ToWorker = { type: 'analyse'; id: number; code: string; language: AnalysedLanguage } | { type: 'memory'; id: number };

export type FromWorker =
  | { type: 'ready' }
  /**
   * The analysis as JSON text: a string crosses both channels (here → spawner → server) as one copy each way, where
   * the analysis's object graph (~10 KB of small objects and strings) was walked by V8's serializer three times and
   * rebuilt twice. Measured round trip of such an answer: p50 1.2 → 0.7 ms.
   */
  | { type: 'analysed'; id: number; json: string }
  /** The analyser threw (a bug, a grammar that will not load): the process itself is fine and stays. */
  | { type: 'threw'; id: number; error: string }
  /** This process's memory: its heap, its buffers (the grammars' WASM memory among them) and its RSS. */
  | { type: 'memory'; id: number; usage: NodeJS.MemoryUsage };

export type Analyse = (code: string, language: AnalysedLanguage) => Promise<CodeAnalysis>;

export function serveAnalyses(analyse: Analyse): void {
  if (!process.send) throw new Error('serveAnalyses runs in a process started with an IPC channel');
  const send = (message: FromWorker) => process.send!(message);
  endWithTheServer();
  process.on('message', (message: ToWorker) => {
    if (message.type === 'memory') {
      send({ type: 'memory', id: message.id, usage: process.memoryUsage() });
      return;
    }
    analyse(message.code, message.language)
      .then((analysis) => JSON.stringify(analysis))
      .then(
        (json) => send({ type: 'analysed', id: message.id, json }),
        (error: unknown) => send({ type: 'threw', id: message.id, error: error instanceof Error ? error.name : 'error' }),
      );
  });
  yieldToTheServer();
  send({ type: 'ready' });
}

/**
 * When the server is gone (ended, or killed without a word), nothing will ask again and nothing must be left
 * running. An idle process learns it from its IPC channel closing; one busy with an analysis (a hostile one may
 * never return to the event loop) from a watchdog thread, which sees the process given a new parent and kills it.
 */
function endWithTheServer(): void {
  process.on('disconnect', () => process.exit(0));
  new Worker(WATCHDOG, { eval: true, workerData: { server: process.ppid, everyMs: WATCHDOG_EVERY_MS } }).unref();
}

const WATCHDOG_EVERY_MS = 500;
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
setInterval(() => {
  if (process.ppid !== workerData.server) process.kill(process.pid, 'SIGKILL');
}, workerData.everyMs);
`;

/**
 * Analyses run below the server: when every core is busy analysing, the kernel still gives the server's event loop
 * a core the moment a request arrives, instead of sharing it with the analyses in turn (on two cores with two busy
 * analyses, a request otherwise waits tens of milliseconds for its turn). On Linux a nice value belongs to one
 * thread, and a thread inherits its creator's: every thread this process has now (its JavaScript, V8's collection
 * and compile threads, libuv's) is lowered, and any it starts later is lowered by birth. Everything in this process
 * is the analysis's, so nothing of the server's is held back with it. Elsewhere setPriority(0) may lower the whole
 * process, or be refused, and the analysis runs as before.
 */
function yieldToTheServer(): void {
  let threads: number[] = [0];
  if (process.platform === 'linux') {
    try {
      threads = readdirSync('/proc/self/task').map(Number);
    } catch {
      // No /proc: this thread alone.
    }
  }
  for (const thread of threads) {
    try {
      setPriority(thread, constants.priority.PRIORITY_LOW);
    } catch {
      // Not allowed here (a sandbox), or the thread has ended: the budget still bounds every analysis.
    }
  }
}
