// An analysis process of the analyser pool (pool.ts) starts here, in plain JavaScript: this process is started
// without the server's flags (the server's TypeScript runs through tsx) and, in the tests, without Vitest's
// transform. So it registers its own loader for TypeScript (pool-loader.mjs: esbuild, without tsx's per-closure
// naming), loads the worker (pool-worker.ts) and the analyser module named by its one argument (index.ts; the
// pool's tests give a stand-in), and then tells the loader that the loading is done.
import { register } from 'node:module';
import process from 'node:process';
import { MessageChannel } from 'node:worker_threads';

const { port1: loaded, port2 } = new MessageChannel();
register('./pool-loader.mjs', { parentURL: import.meta.url, data: { loaded: port2 }, transferList: [port2] });
const { serveAnalyses } = await import('./pool-worker.ts');
const { analyseCode } = await import(process.argv[2]);
loaded.postMessage('done');
loaded.close();
serveAnalyses(analyseCode);
