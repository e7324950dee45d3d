#!/usr/bin/env node
// Prism as a validating proxy in front of a real backend: every request and response is checked against
// openapi/ and each break of the contract is reported.
//   npm run contract:proxy -- http://localhost:8000          (the backend serves /api/v1)
//   then, for the app on top of it:  node scripts/dev.mjs --external-mock
import { spawn } from 'node:child_process';
import { MOCK_PORT } from './ports.mjs';
import { isViolationLine } from './prism-violations.mjs';

const backend = process.argv[2];
if (!backend || !/^https?:\/\//.test(backend)) {
  console.error('usage: npm run contract:proxy -- <backend-url>   e.g. http://localhost:8000');
  process.exit(2);
}
const upstream = `${backend.replace(/\/$/, '')}/api/v1`;
console.log(`Validating proxy on http://127.0.0.1:${MOCK_PORT} → ${upstream}`);
console.log('Every request and response that breaks the contract is reported below (lines with ✖ or "violation").\n');

const prism = spawn('node_modules/.bin/prism', ['proxy', 'openapi/openapi.yaml', upstream, '--host', '127.0.0.1', '--port', String(MOCK_PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let violations = 0;
prism.stdout.on('data', (chunk) => {
  for (const line of chunk.toString().split('\n')) {
    if (!line.trim()) continue;
    if (isViolationLine(line)) {
      violations++;
      console.log(`CONTRACT  ${line}`);
    } else if (/\[HTTP SERVER\]|Request received|Responding|forwarding/i.test(line)) {
      console.log(line);
    }
  }
});
const stop = () => {
  prism.kill('SIGTERM');
  console.log(`\n${violations} contract violation line(s) reported.`);
  process.exit(violations ? 1 : 0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.on('exit', (code) => process.exit(code ?? 0));
