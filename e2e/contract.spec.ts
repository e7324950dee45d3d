// Every operation of the contract answers through the app's /api/v1 proxy (Prism --errors behind it), with a
// request built from the contract's own examples: the dev stack serves the whole surface.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { DEMO_TOKEN, expect, test } from './fixtures';

const ROOT = 'openapi/openapi.yaml';
const METHODS = ['get', 'put', 'post', 'delete'] as const;
type Node = Record<string, unknown>;

function load(file: string): Node {
  return parse(readFileSync(file, 'utf8')) as Node;
}

/** Follows a `$ref` to another file (the contract's split layout), relative to the file it appears in. */
function deref(node: Node, file: string): [Node, string] {
  const ref = node.$ref as string | undefined;
  if (!ref) return [node, file];
  const [path, pointer] = ref.split('#');
  const target = path ? join(dirname(file), path) : file;
  let value = load(target);
  for (const part of (pointer ?? '').split('/').filter(Boolean)) value = value[part] as Node;
  return deref(value, target);
}

interface Call {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  success: number;
}

function calls(): Call[] {
  const root = load(ROOT);
  const result: Call[] = [];
  for (const [path, ref] of Object.entries(root.paths as Record<string, Node>)) {
    const [item, file] = deref(ref, ROOT);
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const query = new URLSearchParams();
      let url = path;
      for (const raw of [...((item.parameters as Node[] | undefined) ?? []), ...((op.parameters as Node[] | undefined) ?? [])]) {
        const [param, paramFile] = deref(raw, file);
        const [schema] = deref((param.schema as Node) ?? {}, paramFile);
        const value = param.example ?? (schema.examples as unknown[] | undefined)?.[0] ?? schema.default ?? (schema.enum as unknown[] | undefined)?.[0];
        if (param.in === 'path') url = url.replace(`{${param.name as string}}`, String(value));
        else if (param.in === 'query' && param.required) query.set(param.name as string, String(value ?? 'sum'));
      }
      let body: unknown;
      const content = (op.requestBody as Node | undefined)?.content as Record<string, Node> | undefined;
      const examples = content?.['application/json']?.examples as Record<string, Node> | undefined;
      if (examples) body = deref(Object.values(examples)[0]!, file)[0].value;
      const success = Number(Object.keys(op.responses as Node).find((status) => status.startsWith('2')));
      result.push({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), url: `/api/v1${url}${query.size ? `?${query}` : ''}`, body, success });
    }
  }
  return result;
}

const ALL = calls();

test('the contract has the 44 calls of the spec, the 5 it leaves unshown, the AI allowance, logout, ending a user’s sessions, notes, the practice calendar, the 5 interview calls, rating a submission, tag names and study lists (9), a learner’s data out and in (4), the signed-in LeetCode import, readiness, and long jobs with their progress (4)', () => {
  expect(ALL.length).toBe(81);
});

for (const call of ALL) {
  test(`${call.name} answers from the contract`, async ({ request }) => {
    const response = await request.fetch(call.url, {
      method: call.method,
      headers: { Authorization: `Bearer ${DEMO_TOKEN}`, ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      data: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = await response.text();
    expect(text, 'Prism reported a contract violation').not.toContain('stoplight.io/prism/errors');
    expect(response.status(), text.slice(0, 300)).toBe(call.success);
  });
}
