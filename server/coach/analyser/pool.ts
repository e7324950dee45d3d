/**
 * The analyser's pool of processes: the server's event loop never runs an analysis, it only waits for a message.
 *
 * - Processes, not threads: an analysis process has its own V8, so its collections and compiles run on its own
 *   background threads, all of them below the server's priority (pool-worker.ts), and its heap's limits and flags
 *   are its own. Worker threads share the server's V8 background threads, which run at the server's priority: on two
 *   cores the event loop waited behind the workers' collections.
 * - Workers: at most one per core (`availableParallelism`), started on the first analysis (a server that never
 *   analyses starts none), each running one analysis at a time (the analysis is CPU-bound: two in one process would
 *   only share the budget). They are started by a small spawner process (pool-spawner.mjs), started with the pool,
 *   which also carries their messages: fork() copies the page tables of the process that calls it, and from the
 *   server (a gigabyte with PGlite) it held the event loop 30–45 ms per worker started. A worker ends with the
 *   server, killed or not: idle, when its channel closes; busy, by its watchdog (pool-worker.ts).
 * - Budget: an analysis gets `budgetMs` of its process's CPU time (Linux: all its threads, process-cpu.ts;
 *   elsewhere, of the clock) and at most `wallLimitMs` of the clock, from the moment its worker starts on it. Past
 *   either, the process is killed (wherever it is: a regular expression, a parse in WASM, a deep recursion) and a
 *   fresh one takes its place; the analysis is answered `time_budget` at once, and the coach answers from a rough
 *   estimate. Time spent waiting for a core is not the analysis's doing: on a busy machine, ending it would throw
 *   away its work and start a cold worker, making the machine busier still.
 * - Failures: a worker that crashes or runs out of memory (its heap's limit) is replaced the same way and its
 *   analysis answered `analyser_failed`; one whose analyser throws stays and answers `analyser_failed`.
 * - Queue: analyses wait in order for a free worker, at most `maxQueue` of them, each at most `maxWaitMs` (a
 *   worker's start included). Under a burst, an analysis that finds the queue full, or waits too long, is answered
 *   `time_budget` at once: every analysis is answered within `maxWaitMs + wallLimitMs`, and the queue holds at most
 *   `maxQueue` codes (each at most the contract's 100,000 characters).
 * - Lifetime: workers keep the process alive only while there is work; `close()` (the server's graceful shutdown,
 *   after the requests in flight) ends them all.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ResourceLimits } from 'node:worker_threads';
import type { CodeAnalysis } from './analysis.ts';
import type { FromWorker, ToWorker } from './pool-worker.ts';
import { processCpuMs } from './process-cpu.ts';
import type { AnalysisFailure, AnalysisOutcome, CodeAnalyser, FailureDetail } from './runner.ts';
import type { AnalysedLanguage } from './types.ts';

export interface AnalyserPoolOptions {
  /** Analysis processes at most (default: the machine's cores). */
  size?: number;
  /** How much CPU one analysis may use in its process (default 2,000 ms; a 200-line solution takes ~10–50 ms). */
  budgetMs?: number;
  /** How long one analysis may take by the clock, however long it waited for a core (default 4 × `budgetMs`). */
  wallLimitMs?: number;
  /** How long an analysis may wait for a worker, the worker’s start included (default 5,000 ms). */
  maxWaitMs?: number;
  /** How many analyses may wait at once (default 64); one more is answered at once. */
  maxQueue?: number;
  /** Each process's V8 limits (default: 256 MB of old generation, 48 MB of young, 4 MB of stack). */
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
  /** Each started worker's memory (its heap, the buffers that hold the grammars' WASM memory, its process's RSS). */
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
const DEFAULT_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 };
const WORKER = fileURLToPath(new URL('./pool-worker.mjs', import.meta.url));
const SPAWNER = fileURLToPath(new URL('./pool-spawner.mjs', import.meta.url));
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
  /** The pool's name for the process, in its messages with the spawner. */
  id: number;
  /** The process's id, once the spawner has started it. */
  pid: number | null;
  ready: boolean;
  task: Task | null;
  budget: NodeJS.Timeout | null;
  /** The process's CPU time when its analysis started (null: not readable, the budget is kept by the clock). */
  startedCpuMs: number | null;
  /** The clock when its analysis started. */
  startedAt: number;
  /** Set when the pool ends the worker. */
  failure: FailureDetail | null;
}

/** What the spawner (pool-spawner.mjs) sends the pool. */
type FromSpawner =
  | { type: 'spawned'; id: number; pid: number }
  | { type: 'from'; id: number; message: FromWorker }
  /** `stderr`: the end of what the process wrote there (V8 says there when a heap ran out). */
  | { type: 'exit'; id: number; code: number | null; signal: string | null; stderr: string };

/**
 * V8's flags for an analysis process, from the pool's limits. The stack is a flag too: V8 must stay within the
 * main thread's real stack (the `ulimit -s` the process inherits), so it gets what was asked for only if that leaves
 * a margin, and V8's default otherwise.
 */
function v8Flags(limits: ResourceLimits): string[] {
  const flags: string[] = [];
  if (limits.maxOldGenerationSizeMb) flags.push(`--max-old-space-size=${limits.maxOldGenerationSizeMb}`);
  // The young generation is two semi-spaces (and V8 counts a third for objects being promoted).
  if (limits.maxYoungGenerationSizeMb) flags.push(`--max-semi-space-size=${Math.max(1, Math.floor(limits.maxYoungGenerationSizeMb / 3))}`);
  // V8 lets the old generation grow after a full collection by a factor it derives from the heap's limit: 1.3 for
  // a 256 MB limit, 4 only from 2 GB. With 1.3 an analysis process collected its whole heap every ~60 analyses
  // (what survives the young generation mid-analysis piles up), and each such collection also drops the optimised
  // code of functions the analyser creates per call, which V8 then compiles again. Growing by 4 keeps the limit for
  // hostile code and collects a third as often: about 21 → 18 ms of CPU per analysis (runs vary ±15%), for ~50 MB
  // more resident memory.
  flags.push(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const stackKb = limits.stackSizeMb ? limits.stackSizeMb * 1024 : null;
  const realKb = stackLimitKb();
  if (stackKb && realKb && stackKb + STACK_MARGIN_KB <= realKb) flags.push(`--stack-size=${stackKb}`);
  return flags;
}

/** How much the old generation may grow after a full collection before the next one: 300% more, V8's factor of 4. */
const HEAP_GROWING_PERCENT = 300;

/** What V8 must leave of the real stack for native frames (the WASM parser's, the runtime's). */
const STACK_MARGIN_KB = 2048;

/** The main thread's stack limit (KiB) a child inherits; null when unlimited or unknown. */
function stackLimitKb(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max stack size'));
    const soft = Number(line?.split(/\s+/)[3]);
    return Number.isFinite(soft) && soft > 0 ? soft / 1024 : null;
  } catch {
    return null;
  }
}

/** What V8 prints when a heap reached its limit (its fatal error, before the process aborts). */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit/;

function withoutNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _server, ...rest } = env;
  return rest;
}

/** Resolves once `child` has exited. */
function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.ref(); // an idle one is unreferenced: its exit must still be awaited
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function createAnalyserPool(options: AnalyserPoolOptions = {}): AnalyserPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const wallLimitMs = options.wallLimitMs ?? WALL_LIMIT_FACTOR * budgetMs;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const execArgv = v8Flags(options.resourceLimits ?? DEFAULT_LIMITS);
  const analyser = (options.analyser ?? ANALYSER).href;

  const slots = new Set<Slot>();
  const byId = new Map<number, Slot>();
  /** Told when a process has exited (the spawner's word), for close() and memory(). */
  const exitWaiters = new Map<Slot, (() => void)[]>();
  const whenExited = (slot: Slot, then: () => void) => exitWaiters.set(slot, [...(exitWaiters.get(slot) ?? []), then]);
  let spawner: ChildProcess | null = null;
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

  /** The spawner, started with the pool (its start is the one fork() the server's own process makes). */
  function spawnerProcess(): ChildProcess {
    if (spawner) return spawner;
    const started = fork(SPAWNER, [], {
      // Not the server's flags (`--import tsx`, an inspector's port), nor what NODE_OPTIONS asks of the server (a
      // preloaded module, an inspector, its own heap's size): the analysis processes inherit this environment.
      execArgv: [],
      env: withoutNodeOptions(process.env),
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // Strings (the code, the analysis's JSON text: pool-worker.ts) cross as V8 serializes them, one copy each, where
      // the default JSON serialization would escape and parse the code again.
      serialization: 'advanced',
    });
    const lost = () => {
      if (spawner !== started) return;
      spawner = null;
      // Its analysis processes end with it (their watchdog sees them given a new parent); the pool counts them lost.
      for (const slot of [...byId.values()]) exited(slot, 'crashed');
    };
    started.on('message', (message: FromSpawner) => fromSpawner(message));
    // Not started (no exit follows), or a message could not be sent to it (it is ended, and its exit follows).
    started.on('error', () => (started.pid === undefined ? lost() : started.kill('SIGKILL')));
    started.on('exit', lost);
    spawner = started;
    holdWhileBusy();
    return started;
  }

  function fromSpawner(message: FromSpawner): void {
    const slot = byId.get(message.id);
    if (!slot) return;
    if (message.type === 'spawned') slot.pid = message.pid;
    else if (message.type === 'from') received(slot, message.message);
    else exited(slot, OUT_OF_MEMORY.test(message.stderr) ? 'out_of_memory' : 'crashed');
  }

  function toWorker(slot: Slot, message: ToWorker): void {
    spawnerProcess().send({ type: 'to', id: slot.id, message });
  }

  function kill(slot: Slot): void {
    // Once its pid is known, at once from here (the spawner may be busy passing messages); before, by the spawner.
    if (slot.pid === null) {
      spawner?.send({ type: 'kill', id: slot.id });
      return;
    }
    try {
      process.kill(slot.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  function spawn(): void {
    const slot: Slot = { id: nextId++, pid: null, ready: false, task: null, budget: null, startedCpuMs: null, startedAt: 0, failure: null };
    slots.add(slot);
    byId.set(slot.id, slot);
    spawnerProcess().send({
      type: 'spawn',
      id: slot.id,
      module: WORKER,
      args: [analyser],
      // Not the server's flags (`--import tsx`): pool-worker.mjs registers its own loader for TypeScript.
      execArgv,
    });
  }

  function received(slot: Slot, message: FromWorker): void {
    if (message.type === 'ready') {
      slot.ready = true;
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
    if (message.type === 'analysed') task.answer({ ok: true, analysis: JSON.parse(message.json) as CodeAnalysis });
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
    kill(slot);
    replace();
  }

  function exited(slot: Slot, why: FailureDetail): void {
    byId.delete(slot.id);
    for (const then of exitWaiters.get(slot) ?? []) then();
    exitWaiters.delete(slot);
    if (!slots.delete(slot)) return; // the pool ended it (end, close): already answered and replaced
    const task = slot.task;
    slot.task = null;
    clearTimeout(slot.budget ?? undefined);
    const detail = slot.failure ?? why;
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
    // The channel holds the event loop as well as the process does.
    if (busy) {
      spawner?.ref();
      spawner?.channel?.ref();
    } else {
      spawner?.unref();
      spawner?.channel?.unref();
    }
  }

  function cpuOf(slot: Slot): number | null {
    return slot.pid === null ? null : processCpuMs(slot.pid);
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
    const cpuNow = slot.startedCpuMs !== null ? cpuOf(slot) : null;
    const used = cpuNow === null || slot.startedCpuMs === null ? elapsed : cpuNow - slot.startedCpuMs;
    if (used >= budgetMs || elapsed >= wallLimitMs) return end(slot, 'ran_too_long');
    armBudget(slot, Math.max(10, Math.min(budgetMs - used, wallLimitMs - elapsed)));
  }

  function start(slot: Slot, task: Task): void {
    clearTimeout(task.waiting ?? undefined);
    task.waiting = null;
    slot.task = task;
    slot.startedAt = performance.now();
    slot.startedCpuMs = cpuOf(slot);
    armBudget(slot, budgetMs);
    toWorker(slot, { type: 'analyse', id: task.id, code: task.code, language: task.language });
  }

  // Started now, while no request waits: this fork() is the one whose cost grows with the server's memory.
  spawnerProcess();

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
      const ended = Promise.all(ending.map((slot) => new Promise<void>((resolve) => (byId.has(slot.id) ? whenExited(slot, resolve) : resolve()))));
      ending.forEach(kill);
      if (!spawner) return;
      const last = spawner;
      last.ref();
      await ended;
      // Its analysis processes have ended: it may go (it ends on its channel's close).
      last.disconnect();
      await exitOf(last);
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
            whenExited(slot, () => answer(null));
            toWorker(slot, { type: 'memory', id });
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
