// Checks a response body that a test builds itself (and fulfils with page.route) against the contract's schema,
// so an injected answer has the shape the real server would send. Bodies that never go through Prism escape its
// --errors check; this is the same check for them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { components } from '../src/api/schema';

export type SchemaName = keyof components['schemas'];

const SCHEMAS_DIR = 'openapi/components/schemas';
const BASE = 'https://contract.algocoach.test/schemas/';

let ajv: Ajv2020 | undefined;

function validator(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
  addFormats(ajv);
  // OpenAPI's numeric formats say nothing JSON Schema can check beyond type, minimum and maximum.
  for (const format of ['int32', 'int64', 'float', 'double']) ajv.addFormat(format, true);
  // One schema per file; `$ref: Uuid.yaml` resolves against the file's own $id, as in the contract's layout.
  for (const file of readdirSync(SCHEMAS_DIR).filter((name) => name.endsWith('.yaml'))) {
    const schema = parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')) as Record<string, unknown>;
    ajv.addSchema({ ...schema, $id: `${BASE}${file}` });
  }
  return ajv;
}

/**
 * Throws when `body` breaks schema `name`. `untrusted` lists strings the test put in on purpose although the
 * contract's string rules (pattern, format, length) forbid them: an XSS payload as a username, say. What a
 * real server would have rejected is exactly what the client must still show safely, so those strings may break
 * string rules, and nothing else may: types, required fields, enums and every other string stay checked.
 */
export function checkBody<T>(name: SchemaName, body: T, untrusted: readonly string[] = []): T {
  const validate = validator().getSchema(`${BASE}${name}.yaml`);
  if (!validate) throw new Error(`no schema ${name} in ${SCHEMAS_DIR}`);
  if (validate(body)) return body;
  const stringRules = new Set(['pattern', 'format', 'maxLength', 'minLength']);
  const carriesPayload = (error: ErrorObject) =>
    stringRules.has(error.keyword) && typeof error.data === 'string' && untrusted.some((text) => (error.data as string).includes(text));
  const errors = (validate.errors ?? []).filter((error) => !carriesPayload(error));
  if (errors.length) {
    const lines = errors.slice(0, 10).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
    throw new Error(`body breaks the contract's ${name}:\n${lines.join('\n')}`);
  }
  return body;
}
