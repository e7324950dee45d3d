#!/usr/bin/env node
// Fails when zh-CN and en differ: a namespace, a key, or a {{placeholder}} present in one language only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE = 'zh-CN';
const OTHER = 'en';
const dir = (language) => join('locales', language);

function flatten(value, prefix = '', out = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}
const placeholders = (text) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort().join(',');

const problems = [];
const namespaces = new Set([...readdirSync(dir(BASE)), ...readdirSync(dir(OTHER))].filter((f) => f.endsWith('.json')));
let keys = 0;
for (const file of [...namespaces].sort()) {
  const load = (language) => {
    try {
      return flatten(JSON.parse(readFileSync(join(dir(language), file), 'utf8')));
    } catch (error) {
      problems.push(`${language}/${file}: ${error.code === 'ENOENT' ? 'missing' : error.message}`);
      return new Map();
    }
  };
  const base = load(BASE);
  const other = load(OTHER);
  for (const [key, text] of base) {
    keys++;
    if (!other.has(key)) problems.push(`${OTHER}/${file}: missing key ${key}`);
    else if (placeholders(text) !== placeholders(other.get(key))) problems.push(`${file}: ${key} has {{${placeholders(text)}}} in ${BASE} but {{${placeholders(other.get(key))}}} in ${OTHER}`);
    if (!text.trim()) problems.push(`${BASE}/${file}: empty text for ${key}`);
  }
  for (const key of other.keys()) if (!base.has(key)) problems.push(`${BASE}/${file}: missing key ${key}`);
}
for (const problem of problems) console.error(problem);
console.log(problems.length ? `locales: ${problems.length} problem(s)` : `locales: ${namespaces.size} namespaces, ${keys} keys, zh-CN and en match`);
process.exit(problems.length ? 1 : 0);
