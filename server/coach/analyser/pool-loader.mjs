// The module loader of an analysis process (pool-worker.mjs registers it): compiles the analyser's TypeScript to
// JavaScript with esbuild, type annotations dropped and nothing added. tsx, which runs the server, compiles with
// esbuild's `keepNames`, which wraps every function the code makes, each time it makes it, in a call that sets the
// function's `name` (`Object.defineProperty`); in the analyser, whose hot paths make closures per node, that call
// took about 7% of an analysis (a CPU profile over ~200-line solutions in six languages). Names stay as they were
// without it: nothing is renamed or minified. Everything else (JavaScript files, packages, node: modules) loads as
// Node loads it. Resolution needs nothing of ours: the analyser imports its modules by their `.ts` paths. Once the
// process has loaded its modules (pool-worker.mjs says so), esbuild's compiler process (~18 MB) is stopped; a later
// load would start it again.
import { readFile } from 'node:fs/promises';
import process from 'node:process';
import { URL } from 'node:url';
import { stop, transform } from 'esbuild';

const TYPESCRIPT = /\.m?ts$/;

/** `loaded`: a port on which pool-worker.mjs says when the process has loaded what it runs. */
export function initialize({ loaded }) {
  loaded.once('message', () => {
    loaded.close();
    void stop();
  });
}

export async function load(url, context, nextLoad) {
  const file = url.startsWith('file:') ? new URL(url) : null;
  if (!file || !TYPESCRIPT.test(file.pathname)) return nextLoad(url, context);
  const source = await readFile(file, 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm', target: `node${process.versions.node}`, sourcefile: url });
  return { format: 'module', source: code, shortCircuit: true };
}
