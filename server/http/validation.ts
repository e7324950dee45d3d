// Request validation: Ajv for JSON Schema 2020-12 (the contract is OpenAPI 3.1), and its errors as the contract's
// 422 body (FastAPI style `detail: [{loc, msg, type}]`), with messages in the request's language.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { Lang } from '../i18n/texts.ts';

function newAjv(parameters: boolean) {
  // Query strings and paths arrive as text, so they are coerced ("2" → 2) and take the contract's defaults. JSON
  // bodies must carry the right types, and get no defaults: a field left out of PUT /auth/me means "unchanged".
  const ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults: parameters, coerceTypes: parameters ? 'array' : false });
  addFormats.default(ajv);
  // OpenAPI's numeric formats add nothing a schema's minimum and maximum do not already say; `password` only hides input.
  for (const format of ['int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
  return ajv;
}

const forBody = newAjv(false);
const forParameters = newAjv(true);

export function compileValidator({ schema, httpPart }: { schema: object; httpPart?: string }) {
  return (httpPart === 'body' ? forBody : forParameters).compile(schema);
}

/** Where the value came from, as the 422 body's first `loc` item. */
const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

type Param = Record<string, unknown>;
const MESSAGES: Record<string, { type: string; zh: (p: Param) => string; en: (p: Param) => string }> = {
  required: { type: 'missing', zh: () => '字段不能为空', en: () => 'Field required' },
  type: { type: 'type_error', zh: (p) => `类型应为 ${p.type}`, en: (p) => `Input should be of type ${p.type}` },
  minLength: { type: 'string_too_short', zh: (p) => `至少需要 ${p.limit} 个字符`, en: (p) => `String should have at least ${p.limit} character${p.limit === 1 ? '' : 's'}` },
  maxLength: { type: 'string_too_long', zh: (p) => `最多 ${p.limit} 个字符`, en: (p) => `String should have at most ${p.limit} characters` },
  pattern: { type: 'string_pattern_mismatch', zh: () => '格式不正确', en: () => 'String does not have the expected form' },
  format: { type: 'value_error.format', zh: (p) => `不是有效的 ${p.format}`, en: (p) => `value is not a valid ${p.format}` },
  enum: { type: 'enum', zh: (p) => `应为以下之一：${(p.allowedValues as unknown[]).join('、')}`, en: (p) => `Input should be one of: ${(p.allowedValues as unknown[]).join(', ')}` },
  const: { type: 'literal_error', zh: (p) => `应为 ${String(p.allowedValue)}`, en: (p) => `Input should be ${String(p.allowedValue)}` },
  minimum: { type: 'greater_than_equal', zh: (p) => `应大于或等于 ${p.limit}`, en: (p) => `Input should be greater than or equal to ${p.limit}` },
  maximum: { type: 'less_than_equal', zh: (p) => `应小于或等于 ${p.limit}`, en: (p) => `Input should be less than or equal to ${p.limit}` },
  minItems: { type: 'too_short', zh: (p) => `至少需要 ${p.limit} 项`, en: (p) => `List should have at least ${p.limit} item${p.limit === 1 ? '' : 's'}` },
  maxItems: { type: 'too_long', zh: (p) => `最多 ${p.limit} 项`, en: (p) => `List should have at most ${p.limit} items` },
  uniqueItems: { type: 'unique_items', zh: () => '不能有重复项', en: () => 'List items must be unique' },
  additionalProperties: { type: 'extra_forbidden', zh: () => '不允许的字段', en: () => 'Extra inputs are not permitted' },
};
const FALLBACK = { type: 'value_error', zh: () => '值无效', en: () => 'Invalid value' };

/** The contract caps a 422 body at 50 issues of at most 500 characters. */
const MAX_ISSUES = 50;

export function validationIssues(errors: FastifySchemaValidationError[], context: string | undefined, lang: Lang) {
  const seen = new Set<string>();
  const issues: Array<{ loc: Array<string | number>; msg: string; type: string }> = [];
  for (const error of errors as ErrorObject[]) {
    // Composition keywords only repeat what their branches already said.
    if (['anyOf', 'oneOf', 'allOf', 'if'].includes(error.keyword)) continue;
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part.slice(0, 100)));
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty).slice(0, 100));
    const loc = [LOCATION[context ?? 'body'] ?? 'body', ...path].slice(0, 10);
    const message = MESSAGES[error.keyword] ?? FALLBACK;
    const key = `${loc.join('.')}|${message.type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const type = message.type === 'value_error.format' ? `value_error.${String(error.params.format).replace(/[^a-z_]/g, '_')}` : message.type;
    issues.push({ loc, msg: message[lang](error.params).slice(0, 500), type });
    if (issues.length === MAX_ISSUES) break;
  }
  return issues;
}
