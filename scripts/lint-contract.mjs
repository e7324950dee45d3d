#!/usr/bin/env node
// Lints the contract: Redocly's recommended rules on the split sources, then Spectral (oas + OWASP) on the
// bundled document. Spectral is given the bundle because it misreports every `$ref`ed path item of an
// OpenAPI 3.1 document as "must not have unevaluated properties"; the bundle has the same content inline.
//
//   node scripts/lint-contract.mjs               the whole contract
//   node scripts/lint-contract.mjs --only auth   only the written paths under openapi/paths/auth/ (work in progress)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const root = 'openapi/openapi.yaml';
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1]?.split(',') : undefined;

let target = root;
if (only) {
  const doc = parse(readFileSync(root, 'utf8'));
  doc.paths = Object.fromEntries(
    Object.entries(doc.paths).filter(([, item]) => only.some((tag) => item.$ref.startsWith(`paths/${tag}/`)) && existsSync(join('openapi', item.$ref))),
  );
  target = `openapi/.probe-${only.join('-')}.yaml`;
  writeFileSync(target, stringify(doc));
}

mkdirSync('.cache', { recursive: true });
// One bundle per probe, so that parallel `--only` runs never lint each other's bundle.
const bundle = join('.cache', only ? `openapi.${only.join('-')}.bundled.yaml` : 'openapi.bundled.yaml');
const bin = (name) => join('node_modules', '.bin', name);
let failed = false;
const run = (label, cmd, args) => {
  console.log(`\n── ${label}`);
  try {
    execFileSync(bin(cmd), args, { stdio: 'inherit' });
  } catch {
    failed = true;
  }
};

try {
  run('Redocly (recommended)', 'redocly', ['lint', target, '--config', 'openapi/redocly.yaml', '--format', 'codeframe']);
  run('bundle', 'redocly', ['bundle', target, '-o', bundle]);
  run('Spectral (spectral:oas + OWASP)', 'spectral', ['lint', bundle, '--ruleset', 'openapi/.spectral.yaml', '--fail-severity', 'error']);
} finally {
  if (only) rmSync(target, { force: true });
}
console.log(failed ? '\ncontract lint: FAILED' : '\ncontract lint: 0 errors');
process.exit(failed ? 1 : 0);
