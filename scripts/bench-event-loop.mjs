// Preloaded into the server by `npm run bench:analyser` (NODE_OPTIONS=--import=…/bench-event-loop.mjs), never by
// the server itself: records the main thread's event-loop delay and, on SIGUSR2, writes its figures (ms) to the
// file named by BENCH_EVENT_LOOP_FILE and starts a new record, so the benchmark can read the delay of one run.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(file, JSON.stringify({ max: ms(histogram.max), p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean), at: Date.now() }));
    histogram.reset();
  });
}
