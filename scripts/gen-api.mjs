#!/usr/bin/env node
// Generates the client's types and timeout table, and the server's contract, from openapi/:
//   src/api/schema.d.ts              openapi-typescript's `paths` and `components` (client and server handlers)
//   src/api/operation-timeouts.gen.ts  every operation's `x-timeout-ms`
//   server/contract/openapi.gen.json  the contract bundled into one document (fastify-openapi-glue resolves no
//                                    file refs), without examples, which the server has no use for
// `--check` writes nothing and exits 1 when the committed files differ from what the contract gives.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const ROOT = 'openapi/openapi.yaml';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const check = process.argv.includes('--check');

/** `METHOD /path` → ms, for operations that declare x-timeout-ms (path items are `$ref`ed files). */
export function readContractTimeouts(root = ROOT) {
  const doc = parse(readFileSync(root, 'utf8'));
  const table = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const pathItem = item.$ref ? parse(readFileSync(join(dirname(root), item.$ref), 'utf8')) : item;
    for (const method of METHODS) {
      const ms = pathItem[method]?.['x-timeout-ms'];
      if (ms !== undefined) table[`${method.toUpperCase()} ${path}`] = ms;
    }
  }
  return table;
}

/** The contract's `info.x-default-timeout-ms`: how long clients wait for every other operation. */
export function readDefaultTimeout(root = ROOT) {
  const ms = parse(readFileSync(root, 'utf8')).info?.['x-default-timeout-ms'];
  if (typeof ms !== 'number') throw new Error(`${root}: info.x-default-timeout-ms is missing`);
  return ms;
}

/** Drops `examples`/`example` (documentation only) everywhere except where they name a schema property. */
function withoutExamples(node, parentKey) {
  if (Array.isArray(node)) return node.map((item) => withoutExamples(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => parentKey === 'properties' || (key !== 'examples' && key !== 'example'))
      .map(([key, value]) => [key, withoutExamples(value, key)]),
  );
}

function bundleForServer() {
  const dir = mkdtempSync(join(tmpdir(), 'algocoach-bundle-'));
  try {
    const out = join(dir, 'openapi.json');
    execFileSync(join('node_modules', '.bin', 'redocly'), ['bundle', ROOT, '--ext', 'json', '-o', out], { stdio: 'ignore' });
    const bundled = JSON.parse(readFileSync(out, 'utf8'));
    delete bundled.components.examples;
    return `${JSON.stringify(withoutExamples(bundled), null, 1)}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function generate() {
  const ast = await openapiTS(pathToFileURL(ROOT));
  const types =
    '/**\n * Generated from openapi/ by `npm run gen:api` (openapi-typescript). Do not edit.\n */\n\n' + astToString(ast);
  const timeouts = readContractTimeouts();
  const lines = Object.entries(timeouts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, ms]) => `  '${key}': ${ms},`);
  const table =
    '// Generated from the contract\'s x-timeout-ms and x-default-timeout-ms by `npm run gen:api`. Do not edit.\n' +
    `export const OPERATION_TIMEOUTS = {\n${lines.join('\n')}\n} as const;\n\n` +
    `export const DEFAULT_OPERATION_TIMEOUT_MS = ${readDefaultTimeout()};\n`;
  return { 'src/api/schema.d.ts': types, 'src/api/operation-timeouts.gen.ts': table, 'server/contract/openapi.gen.json': bundleForServer() };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await generate();
  let drift = false;
  for (const [file, content] of Object.entries(files)) {
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        /* missing counts as drift */
      }
      if (current !== content) {
        drift = true;
        console.error(`${file} is out of date with openapi/: run npm run gen:api`);
      }
    } else {
      writeFileSync(file, content);
      console.log(`wrote ${file}`);
    }
  }
  if (check) console.log(drift ? 'generated files: DRIFT' : 'generated files: in sync with openapi/');
  process.exit(drift ? 1 : 0);
}
