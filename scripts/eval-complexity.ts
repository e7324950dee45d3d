/**
 * Measures the embedded coach's code analyser against both labelled evaluation sets, with the naive floor beside
 * every figure:
 *
 *   npx tsx scripts/eval-complexity.ts [--set methods|programs] [--limit N] [--language go] [--half A|B]
 *                                      [--show-misses 20 [--space-misses] [--show-code]] [--no-latency]
 *
 * - methods: ../shared/eval/complexity-dev.jsonl (LeetCode methods in six languages, time and space);
 * - programs: ../shared/eval/complexity-dev-programs.jsonl (whole contest programs in Java, time only).
 * Both are read at run time, relative to the repository root (the data is never copied into the project); a set
 * that is missing is skipped with a message. For each set it prints time (and space, where labelled) accuracy,
 * exact and within one class, per language and per labelled class, for each half of a split by problem (A: develop
 * on it, B: check on it) and overall, next to what the naive count (scripts/naive-complexity.ts: loop nesting, a
 * sort is n log n, a halving loop log n) scores on the same rows; a confusion matrix for time; and the analysis
 * latency p50/p95/p99 over every row and over ~200-line inputs, after a warm-up. It reports figures and never
 * fails because of one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseCode, COMPLEXITY_CLASSES, compareComplexity, isAnalysedLanguage } from '../server/coach/analyser/index.ts';
import type { AnalysedLanguage, CodeAnalysis, ComplexityClass } from '../server/coach/analyser/index.ts';
import { naiveComplexity } from './naive-complexity.ts';

interface Row {
  id: string;
  language: string;
  code: string;
  time_label: ComplexityClass;
  space_label: ComplexityClass | null;
  meta?: { problem?: string };
}

interface EvalSet {
  name: 'methods' | 'programs';
  file: string;
  title: string;
}

const SETS: EvalSet[] = [
  { name: 'methods', file: 'complexity-dev.jsonl', title: 'LeetCode methods (complexity-dev.jsonl)' },
  { name: 'programs', file: 'complexity-dev-programs.jsonl', title: 'whole contest programs (complexity-dev-programs.jsonl)' },
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}
const flag = (name: string) => process.argv.includes(name);

/** FNV-1a: a stable split of problems into two halves. */
export function half(problem: string): 'A' | 'B' {
  let h = 0x811c9dc5;
  for (let i = 0; i < problem.length; i++) {
    h ^= problem.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'A' : 'B';
}

interface Result {
  row: Row;
  half: 'A' | 'B';
  analysis: CodeAnalysis | null;
  naive: ComplexityClass | null;
  error: string | null;
  ms: number;
}

type Which = 'time' | 'space';
const labelOf = (r: Result, which: Which) => (which === 'time' ? r.row.time_label : r.row.space_label);
const gotOf = (r: Result, which: Which) => (which === 'time' ? r.analysis!.time : r.analysis!.space);

function pct(n: number, d: number): string {
  return d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

/** Exact and within-one accuracy of the analyser on `rs`, and the naive count's exact accuracy. */
function score(rs: Result[], which: Which): { exact: string; near: string; naive: string } {
  let exact = 0;
  let near = 0;
  let naive = 0;
  for (const r of rs) {
    const label = labelOf(r, which)!;
    const d = Math.abs(compareComplexity(gotOf(r, which), label));
    if (d === 0) exact++;
    if (d <= 1) near++;
    if (which === 'time' && r.naive === label) naive++;
  }
  return { exact: pct(exact, rs.length), near: pct(near, rs.length), naive: which === 'time' ? pct(naive, rs.length) : '   -  ' };
}

function accuracyTable(results: Result[], which: Which, by: 'language' | 'class'): void {
  const labelled = results.filter((r) => labelOf(r, which) && r.analysis);
  if (!labelled.length) return;
  const keyOf = (r: Result) => (by === 'language' ? r.row.language : labelOf(r, which)!);
  const keys = by === 'language' ? [...new Set(labelled.map(keyOf))].sort() : COMPLEXITY_CLASSES.filter((c) => labelled.some((r) => keyOf(r) === c));
  const groups: [string, Result[]][] = [...keys.map((k) => [k, labelled.filter((r) => keyOf(r) === k)] as [string, Result[]]), ['all', labelled]];
  console.log(`\n${which.toUpperCase().padEnd(6)}${(by === 'language' ? 'language' : 'label').padEnd(11)} ${'rows'.padStart(5)}  ${'A exact'.padStart(7)} ${'B exact'.padStart(7)}  ${'all exact'.padStart(9)} ${'all ±1'.padStart(7)}  ${'naive'.padStart(7)}`);
  for (const [name, rs] of groups) {
    const a = score(rs.filter((r) => r.half === 'A'), which);
    const b = score(rs.filter((r) => r.half === 'B'), which);
    const all = score(rs, which);
    console.log(`      ${name.padEnd(11)} ${String(rs.length).padStart(5)}  ${a.exact.padStart(7)} ${b.exact.padStart(7)}  ${all.exact.padStart(9)} ${all.near.padStart(7)}  ${all.naive.padStart(7)}`);
  }
}

function confusion(results: Result[]): void {
  const short = (c: string) => c.replace('O(', '').replace(')', '');
  console.log('\nTime confusion matrix (rows: label, columns: analyser)');
  console.log(`${'label'.padEnd(10)}${COMPLEXITY_CLASSES.map((c) => short(c).padStart(8)).join('')}   total`);
  for (const label of COMPLEXITY_CLASSES) {
    const rs = results.filter((r) => r.row.time_label === label && r.analysis);
    if (!rs.length) continue;
    const counts = COMPLEXITY_CLASSES.map((c) => rs.filter((r) => r.analysis!.time === c).length);
    console.log(`${short(label).padEnd(10)}${counts.map((n) => String(n).padStart(8)).join('')}   ${rs.length}`);
  }
}

function readRows(set: EvalSet): Row[] | null {
  const path = resolve(root, '../shared/eval', set.file);
  if (!existsSync(path)) {
    console.log(`\n${set.title}: not found at ${path}; nothing to measure.`);
    return null;
  }
  let rows: Row[] = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row)
    .filter((r) => isAnalysedLanguage(r.language));
  const language = option('--language');
  if (language) rows = rows.filter((r) => r.language === language);
  const onlyHalf = option('--half');
  if (onlyHalf) rows = rows.filter((r) => half(r.meta?.problem ?? r.id) === onlyHalf.toUpperCase());
  const limit = option('--limit');
  if (limit) rows = rows.slice(0, Number(limit));
  return rows;
}

async function evaluate(set: EvalSet): Promise<Result[]> {
  const rows = readRows(set);
  if (!rows?.length) return [];
  // Warm-up: load every grammar and let the JIT settle before timing.
  for (const l of new Set(rows.map((r) => r.language))) {
    for (const r of rows.filter((x) => x.language === l).slice(0, 30)) await analyseCode(r.code, l as AnalysedLanguage).catch(() => null);
  }
  const results: Result[] = [];
  for (const row of rows) {
    const language = row.language as AnalysedLanguage;
    const start = performance.now();
    let analysis: CodeAnalysis | null = null;
    let error: string | null = null;
    try {
      analysis = await analyseCode(row.code, language);
    } catch (e) {
      error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    }
    const ms = performance.now() - start;
    const naive = await naiveComplexity(row.code, language).catch(() => null);
    results.push({ row, half: half(row.meta?.problem ?? row.id), analysis, naive, error, ms });
  }

  console.log(`\n=== ${set.title}`);
  const errors = results.filter((r) => r.error);
  console.log(`Rows: ${results.length} (half A ${results.filter((r) => r.half === 'A').length}, half B ${results.filter((r) => r.half === 'B').length}); analysis errors: ${errors.length}; parsed with syntax errors: ${results.filter((r) => r.analysis && !r.analysis.parsedCleanly).length}`);
  for (const e of errors.slice(0, 3)) console.log(`  error in ${e.row.id}: ${e.error?.split('\n').slice(0, 4).join(' | ')}`);
  accuracyTable(results, 'time', 'language');
  accuracyTable(results, 'time', 'class');
  accuracyTable(results, 'space', 'language');
  accuracyTable(results, 'space', 'class');
  confusion(results);

  const misses = Number(option('--show-misses') ?? 0);
  if (misses > 0) {
    const which: Which = flag('--space-misses') ? 'space' : 'time';
    const missed = results.filter((r) => r.analysis && labelOf(r, which) && gotOf(r, which) !== labelOf(r, which));
    console.log(`\n${which} misses (${missed.length}), first ${misses}:`);
    for (const r of missed.slice(0, misses)) {
      const a = r.analysis!;
      console.log(`\n--- ${r.row.id} [${r.half}] label ${labelOf(r, which)}, got ${gotOf(r, which)}`);
      for (const e of a.evidence.slice(0, 12)) console.log(`    ${e.kind} L${e.line} ${JSON.stringify(e.detail ?? {})}`);
      if (flag('--show-code')) console.log(r.row.code);
    }
  }
  return results;
}

async function latency(results: Result[]): Promise<void> {
  const perRow = results.map((r) => r.ms).sort((x, y) => x - y);
  console.log(`\nLatency, every row (${perRow.length}): p50 ${percentile(perRow, 50).toFixed(2)} ms, p95 ${percentile(perRow, 95).toFixed(2)} ms, p99 ${percentile(perRow, 99).toFixed(2)} ms, slowest ${perRow[perRow.length - 1]?.toFixed(2)} ms`);
  // ~200-line inputs: solutions of one language concatenated until the file reaches 200 lines.
  const files: { language: AnalysedLanguage; code: string }[] = [];
  const byLanguage = new Map<string, Row[]>();
  for (const { row } of results) byLanguage.set(row.language, [...(byLanguage.get(row.language) ?? []), row]);
  const cursors = new Map<string, number>();
  const languages = [...byLanguage.keys()];
  for (let i = 0; files.length < 120 && languages.length > 0 && i < 10_000; i++) {
    const l = languages[i % languages.length]!;
    const pool = byLanguage.get(l)!;
    let cursor = cursors.get(l) ?? 0;
    const parts: string[] = [];
    let lines = 0;
    while (lines < 200 && pool.length > 0) {
      const code = pool[cursor % pool.length]!.code;
      parts.push(code);
      lines += code.split('\n').length + 1;
      cursor++;
    }
    cursors.set(l, cursor);
    if (lines >= 200) files.push({ language: l as AnalysedLanguage, code: parts.join('\n\n') });
  }
  for (const f of files.slice(0, 10)) await analyseCode(f.code, f.language);
  const big: number[] = [];
  for (const f of files) {
    const start = performance.now();
    await analyseCode(f.code, f.language);
    big.push(performance.now() - start);
  }
  big.sort((x, y) => x - y);
  console.log(`Latency, ${big.length} inputs of ~200 lines: p50 ${percentile(big, 50).toFixed(2)} ms, p95 ${percentile(big, 95).toFixed(2)} ms, p99 ${percentile(big, 99).toFixed(2)} ms`);
}

async function main(): Promise<void> {
  const only = option('--set');
  const all: Result[] = [];
  for (const set of SETS) if (!only || only === set.name) all.push(...(await evaluate(set)));
  if (!flag('--no-latency') && all.length) await latency(all);
}

await main();
