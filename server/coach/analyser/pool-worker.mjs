// A worker thread of the analyser pool (pool.ts) starts here, in plain JavaScript: the server's TypeScript runs
// through tsx, and a worker thread does not get the hooks that `node --import tsx` registered in the main thread
// (Node 20), nor Vitest's transform in the tests. So the thread registers tsx for itself, then loads the worker
// (pool-worker.ts) and the analyser module it was given (index.ts; the pool's tests give a stand-in).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveAnalyses } = await import('./pool-worker.ts');
const { analyseCode } = await import(workerData.analyser);
serveAnalyses(analyseCode);
