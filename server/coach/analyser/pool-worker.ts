/**
 * The pool's side inside a worker thread (pool.ts is the other side): answers the analyses it is sent, one at a
 * time, and says when it is ready. pool-worker.mjs starts the thread and hands this the analyser to serve.
 */
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { CodeAnalysis } from './analysis.ts';
import { currentThreadId } from './thread-cpu.ts';
import type { AnalysedLanguage } from './types.ts';

export type ToWorker = { type: 'analyse'; id: number; code: string; language: AnalysedLanguage } | { type: 'memory'; id: number };

export type FromWorker =
  /** `thread`: the kernel's id of this thread, for the pool to read the CPU it uses (thread-cpu.ts). */
  | { type: 'ready'; thread: number | null }
  | { type: 'analysed'; id: number; analysis: CodeAnalysis }
  /** The analyser threw (a bug, a grammar that will not load): the thread itself is fine and stays. */
  | { type: 'threw'; id: number; error: string }
  /** This thread's own heap and buffers (the rss is the whole process's). */
  | { type: 'memory'; id: number; usage: NodeJS.MemoryUsage };

export type Analyse = (code: string, language: AnalysedLanguage) => Promise<CodeAnalysis>;

export function serveAnalyses(analyse: Analyse): void {
  const port = parentPort;
  if (!port) throw new Error('serveAnalyses runs in a worker thread');
  const send = (message: FromWorker) => port.postMessage(message);
  yieldToTheServer();
  port.on('message', (message: ToWorker) => {
    if (message.type === 'memory') {
      send({ type: 'memory', id: message.id, usage: process.memoryUsage() });
      return;
    }
    analyse(message.code, message.language).then(
      (analysis) => send({ type: 'analysed', id: message.id, analysis }),
      (error: unknown) => send({ type: 'threw', id: message.id, error: error instanceof Error ? error.name : 'error' }),
    );
  });
  send({ type: 'ready', thread: currentThreadId() });
}

/**
 * Analyses run below the server's own threads: when every core is busy analysing, the kernel still gives the event
 * loop a core the moment a request arrives, instead of sharing it with the analyses in turn (on two cores with two
 * busy workers, a request otherwise waits tens of milliseconds for its turn). On Linux the nice value belongs to
 * the calling thread (setpriority with pid 0), so only this worker is lowered; elsewhere it may be the process, or
 * refused, and the analysis runs as before.
 */
function yieldToTheServer(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here (a sandbox): the budget still bounds every analysis.
  }
}
