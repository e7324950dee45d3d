// Checks an answer of the server against the contract: the operation's declared status, its content type, its
// headers' patterns and its body's schema (Ajv 2020 on the bundled contract). What Prism checks in the full-stack
// lane, for every app.inject() answer of the server tests.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { contract } from '../../../server/contract/index.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const format of ['int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
ajv.addSchema(contract as object, 'contract');

type Json = Record<string, unknown>;
const pointer = (parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

function resolve(node: Json): { node: Json; at: string[] } {
  let at: string[] = [];
  while (typeof node.$ref === 'string') {
    at = (node.$ref as string).replace(/^#\//, '').split('/').map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
    node = at.reduce<Json>((n, key) => n[key] as Json, contract as unknown as Json);
  }
  return { node, at };
}

/** The path template (`/admin/users/{id}`) an URL under /api/v1 belongs to. */
function templateOf(method: string, url: string): string {
  const path = url.replace(/^\/api\/v1/, '').split('?')[0]!;
  const candidates = Object.keys(contract.paths).filter((template) => {
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return re.test(path) && (contract.paths[template] as Json)[method.toLowerCase()];
  });
  // A literal path beats a templated one (`/problems/search` over `/problems/{id}`).
  candidates.sort((a, b) => (a.includes('{') ? 1 : 0) - (b.includes('{') ? 1 : 0));
  if (!candidates[0]) throw new Error(`no operation ${method} ${path} in the contract`);
  return candidates[0];
}

/** Throws with what is wrong when the answer breaks the contract; returns the parsed body. */
export function checkAnswer(method: string, url: string, response: LightMyRequestResponse): unknown {
  const template = templateOf(method, url);
  const operation = (contract.paths[template] as Json)[method.toLowerCase()] as Json;
  const responses = operation.responses as Json;
  const declared = responses[String(response.statusCode)] as Json | undefined;
  const where = `${method} ${template} → ${response.statusCode}`;
  if (!declared) throw new Error(`${where}: status not declared (body ${response.body.slice(0, 300)})`);
  const { node: answer, at } = resolve(declared);
  const base = at.length ? at : ['paths', template, method.toLowerCase(), 'responses', String(response.statusCode)];
  for (const [name, header] of Object.entries((answer.headers ?? {}) as Json)) {
    const { node } = resolve(header as Json);
    const value = response.headers[name.toLowerCase()];
    if (value === undefined) {
      if (node.required) throw new Error(`${where}: required header ${name} missing`);
      continue;
    }
    const schema = node.schema as Json;
    if (schema.pattern && !new RegExp(schema.pattern as string).test(String(value))) throw new Error(`${where}: header ${name}=${value} breaks ${schema.pattern}`);
  }
  const content = answer.content as Json | undefined;
  if (!content) {
    if (response.body !== '') throw new Error(`${where}: a body where none is declared`);
    return undefined;
  }
  const type = String(response.headers['content-type'] ?? '').split(';')[0]!;
  if (!content[type]) throw new Error(`${where}: content type ${type} not declared`);
  const body = type === 'application/json' ? response.json() : response.body;
  const validate = ajv.getSchema(`contract#/${pointer([...base, 'content', type, 'schema'])}`);
  if (!validate) throw new Error(`${where}: no schema`);
  if (!validate(body)) {
    throw new Error(`${where}: body breaks the contract:\n${JSON.stringify(validate.errors?.slice(0, 5), null, 1)}\n${JSON.stringify(body).slice(0, 500)}`);
  }
  return body;
}
