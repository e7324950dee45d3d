// An analysis process of the analyser pool (pool.ts) starts here, in plain JavaScript: the server's TypeScript runs
// through tsx, and this process is started without the server's flags (and, in the tests, without Vitest's
// transform). So it registers tsx for itself, then loads the worker (pool-worker.ts) and the analyser module named
// by its one argument (index.ts; the pool's tests give a stand-in).
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { serveAnalyses } = await import('./pool-worker.ts');
const { analyseCode } = await import(process.argv[2]);
serveAnalyses(analyseCode);
