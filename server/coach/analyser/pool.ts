/**
 * The analyser's worker pool: the server's event loop never runs an analysis, it only waits for a message.
 *
 * - Workers: at most one per core (`availableParallelism`), started on the first analysis (a server that never
 *   analyses starts none), each running one analysis at a time (the analysis is CPU-bound: two on one thread would
 *   only share the budget).
 * - Budget: an analysis gets `budgetMs` of its worker's CPU time (Linux: the thread's own accounting,
 *   thread-cpu.ts; elsewhere, of the clock) and at most `wallLimitMs` of the clock, from the moment its worker
 *   starts on it. Past either, the worker is ended (V8 interrupts it wherever it is: a regular expression, a parse
 *   in WASM, a deep recursion) and a fresh one takes its place; the analysis is answered `time_budget` at once, and
 *   the coach answers from a rough estimate. Time spent waiting for a core is not the analysis's doing: on a busy
 *   machine, ending it would throw away its work and start a cold worker, making the machine busier still.
 * - Failures: a worker that crashes or runs out of memory (`resourceLimits`) is replaced the same way and its
 *   analysis answered `analyser_failed`; one whose analyser throws stays and answers `analyser_failed`.
 * - Queue: analyses wait in order for a free worker, at most `maxQueue` of them, each at most `maxWaitMs` (a
 *   worker's start included). Under a burst, an analysis that finds the queue full, or waits too long, is answered
 *   `time_budget` at once: every analysis is answered within `maxWaitMs + wallLimitMs`, and the queue holds at most
 *   `maxQueue` codes (each at most the contract's 100,000 characters).
 * - Lifetime: workers keep the process alive only while there is work; `close()` (the server's graceful shutdown,
 *   after the requests in flight) ends them all.
 */
import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './pool-worker.ts';
import type { AnalysisFailure, AnalysisOutcome, CodeAnalyser, FailureDetail } from './runner.ts';
import { threadCpuMs } from './thread-cpu.ts';
import type { AnalysedLanguage } from './types.ts';

export interface AnalyserPoolOptions {
  /** Worker threads at most (default: the machine's cores). */
  size?: number;
  /** How much CPU one analysis may use in its worker (default 2,000 ms; a 200-line solution takes ~10–50 ms). */
  budgetMs?: number;
  /** How long one analysis may take by the clock, however long it waited for a core (default 4 × `budgetMs`). */
  wallLimitMs?: number;
  /** How long an analysis may wait for a worker, the worker’s start included (default 5,000 ms). */
  maxWaitMs?: number;
  /** How many analyses may wait at once (default 64); one more is answered at once. */
  maxQueue?: number;
  /** Each worker's V8 limits (default: 256 MB of old generation, 4 MB of stack). */
  resourceLimits?: ResourceLimits;
  /** The module whose `analyseCode` the workers run (default: the analyser, index.ts); the tests give a stand-in. */
  analyser?: URL;
  /** Told of each analysis that could not be had, for the server's log (never the code). */
  onFailure?: (failure: { reason: AnalysisFailure; detail: FailureDetail; ms: number }) => void;
}

export interface PoolStats {
  /** Workers alive (starting or started). */
  workers: number;
  /** Analyses waiting for a worker. */
  waiting: number;
  /** Workers ended or lost and replaced since the pool was made. */
  replaced: number;
}

export interface AnalyserPool extends CodeAnalyser {
  /** Ends every worker: analyses waiting or running, and any asked for later, are answered `analyser_failed`. */
  close(): Promise<void>;
  /** Each started worker's own memory (its heap, and the buffers that hold the grammars' WASM memory). */
  memory(): Promise<NodeJS.MemoryUsage[]>;
  stats(): PoolStats;
}

export const DEFAULT_BUDGET_MS = 2_000;
export const DEFAULT_MAX_WAIT_MS = 5_000;
/** The clock's limit on one analysis, as a multiple of its CPU budget. */
export const WALL_LIMIT_FACTOR = 4;
const DEFAULT_MAX_QUEUE = 64;
/**
 * A 100,000-character file makes a syntax tree of a few hundred thousand nodes and the analyser's model of it:
 * tens of megabytes. A quarter of a gigabyte per worker is far beyond any real solution, and small enough that a
 * worker that runs away cannot take the machine's memory.
 */
const DEFAULT_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
const WORKER = new URL('./pool-worker.mjs', import.meta.url);
const ANALYSER = new URL('./index.ts', import.meta.url);

interface Task {
  id: number;
  code: string;
  language: AnalysedLanguage;
  asked: number;
  answer(outcome: AnalysisOutcome): void;
  waiting: NodeJS.Timeout | null;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  budget: NodeJS.Timeout | null;
  /** The worker's thread id (Linux), to read its CPU time; null: the budget is kept by the clock. */
  thread: number | null;
  /** The thread's CPU time when its analysis started (null: not readable, the budget is kept by the clock). */
  startedCpuMs: number | null;
  /** The clock when its analysis started. */
  startedAt: number;
  /** Set when the pool ends the worker, or when it reported an error before exiting. */
  failure: FailureDetail | null;
}

export function createAnalyserPool(options: AnalyserPoolOptions = {}): AnalyserPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const wallLimitMs = options.wallLimitMs ?? WALL_LIMIT_FACTOR * budgetMs;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const resourceLimits = options.resourceLimits ?? DEFAULT_LIMITS;
  const analyser = (options.analyser ?? ANALYSER).href;

  const slots = new Set<Slot>();
  const queue: Task[] = [];
  const memoryAnswers = new Map<number, (usage: NodeJS.MemoryUsage | null) => void>();
  let nextId = 1;
  let replaced = 0;
  let closed = false;

  function fail(task: Task, detail: FailureDetail): void {
    const reason: AnalysisFailure = detail === 'ran_too_long' || detail === 'waited_too_long' || detail === 'queue_full' ? 'time_budget' : 'analyser_failed';
    options.onFailure?.({ reason, detail, ms: Date.now() - task.asked });
    task.answer({ ok: false, reason, detail });
  }

  function spawn(): void {
    const worker = new Worker(WORKER, {
      workerData: { analyser },
      resourceLimits,
      // Not the main thread's `--import tsx` (which a worker cannot use on Node 20): pool-worker.mjs registers it.
      execArgv: [],
    });
    const slot: Slot = { worker, ready: false, task: null, budget: null, thread: null, startedCpuMs: null, startedAt: 0, failure: null };
    slots.add(slot);
    worker.on('message', (message: FromWorker) => received(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      slot.failure ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out_of_memory' : 'crashed';
    });
    worker.on('exit', () => exited(slot));
  }

  function received(slot: Slot, message: FromWorker): void {
    if (message.type === 'ready') {
      slot.ready = true;
      slot.thread = message.thread;
      pump();
      return;
    }
    if (message.type === 'memory') {
      memoryAnswers.get(message.id)?.(message.usage);
      return;
    }
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    clearTimeout(slot.budget ?? undefined);
    slot.task = null;
    slot.budget = null;
    if (message.type === 'analysed') task.answer({ ok: true, analysis: message.analysis });
    else fail(task, 'threw');
    pump();
  }

  /** The pool ends a worker: its analysis is answered now, and a fresh worker takes its place. */
  function end(slot: Slot, detail: FailureDetail): void {
    slot.failure = detail;
    slots.delete(slot);
    const task = slot.task;
    slot.task = null;
    if (task) fail(task, detail);
    void slot.worker.terminate();
    replace();
  }

  function exited(slot: Slot): void {
    if (!slots.delete(slot)) return; // the pool ended it (end, close): already answered and replaced
    const task = slot.task;
    slot.task = null;
    clearTimeout(slot.budget ?? undefined);
    const detail = slot.failure ?? 'crashed';
    if (task) fail(task, detail);
    if (!slot.ready) {
      // It died starting (its modules would not load): do not start another in a loop; the analyses waiting are
      // answered now unless a started worker remains to take them. The next analysis tries a worker again.
      if (![...slots].some((s) => s.ready)) for (const waiting of queue.splice(0)) settle(waiting, detail);
      return;
    }
    replace();
  }

  function replace(): void {
    if (closed) return;
    replaced++;
    if (slots.size < size) spawn();
    pump();
  }

  function settle(task: Task, detail: FailureDetail): void {
    clearTimeout(task.waiting ?? undefined);
    fail(task, detail);
  }

  /** Hands waiting analyses to free workers, and starts workers while analyses wait and the pool has room. */
  function pump(): void {
    while (queue.length) {
      const free = [...slots].find((s) => s.ready && !s.task);
      if (!free) break;
      start(free, queue.shift()!);
    }
    const starting = [...slots].filter((s) => !s.ready).length;
    for (let more = Math.min(queue.length - starting, size - slots.size); more > 0; more--) spawn();
    holdWhileBusy();
  }

  /**
   * Idle workers must not keep a script (or a test process) alive; busy ones must, or an awaited analysis would be
   * dropped when nothing else holds the event loop.
   */
  function holdWhileBusy(): void {
    const busy = queue.length > 0 || memoryAnswers.size > 0 || [...slots].some((s) => s.task);
    for (const s of slots) {
      if (busy) s.worker.ref();
      else s.worker.unref();
    }
  }

  function armBudget(slot: Slot, ms: number): void {
    slot.budget = setTimeout(() => checkBudget(slot), ms);
    slot.budget.unref();
  }

  /**
   * The budget's timer fired: the analysis has run `budgetMs` by the clock. It is ended if it used its CPU budget or
   * reached the clock's limit; otherwise it was kept off the CPU, and is checked again when its remaining CPU budget
   * could at the earliest be used up.
   */
  function checkBudget(slot: Slot): void {
    const elapsed = performance.now() - slot.startedAt;
    const cpuNow = slot.thread !== null && slot.startedCpuMs !== null ? threadCpuMs(slot.thread) : null;
    const used = cpuNow === null || slot.startedCpuMs === null ? elapsed : cpuNow - slot.startedCpuMs;
    if (used >= budgetMs || elapsed >= wallLimitMs) return end(slot, 'ran_too_long');
    armBudget(slot, Math.max(10, Math.min(budgetMs - used, wallLimitMs - elapsed)));
  }

  function start(slot: Slot, task: Task): void {
    clearTimeout(task.waiting ?? undefined);
    task.waiting = null;
    slot.task = task;
    slot.startedAt = performance.now();
    slot.startedCpuMs = slot.thread !== null ? threadCpuMs(slot.thread) : null;
    armBudget(slot, budgetMs);
    const message: ToWorker = { type: 'analyse', id: task.id, code: task.code, language: task.language };
    slot.worker.postMessage(message);
  }

  return {
    analyse(code, language) {
      return new Promise<AnalysisOutcome>((resolve) => {
        const task: Task = { id: nextId++, code, language, asked: Date.now(), answer: resolve, waiting: null };
        if (closed) return fail(task, 'closed');
        if (queue.length >= maxQueue) return fail(task, 'queue_full');
        task.waiting = setTimeout(() => {
          const at = queue.indexOf(task);
          if (at < 0) return;
          queue.splice(at, 1);
          fail(task, 'waited_too_long');
          pump();
        }, maxWaitMs);
        task.waiting.unref();
        queue.push(task);
        pump();
      });
    },

    async close() {
      closed = true;
      for (const task of queue.splice(0)) settle(task, 'closed');
      const ending = [...slots];
      slots.clear();
      for (const slot of ending) {
        clearTimeout(slot.budget ?? undefined);
        if (slot.task) fail(slot.task, 'closed');
        slot.task = null;
      }
      for (const answer of [...memoryAnswers.values()]) answer(null);
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },

    async memory() {
      const asked = [...slots].filter((s) => s.ready).map(
        (slot) =>
          new Promise<NodeJS.MemoryUsage | null>((resolve) => {
            const id = nextId++;
            const answer = (usage: NodeJS.MemoryUsage | null) => {
              memoryAnswers.delete(id);
              resolve(usage);
            };
            memoryAnswers.set(id, answer);
            slot.worker.once('exit', () => answer(null));
            const message: ToWorker = { type: 'memory', id };
            slot.worker.postMessage(message);
          }),
      );
      holdWhileBusy();
      const usages = await Promise.all(asked);
      holdWhileBusy();
      return usages.filter((usage): usage is NodeJS.MemoryUsage => usage !== null);
    },

    stats: () => ({ workers: slots.size, waiting: queue.length, replaced }),
  };
}
