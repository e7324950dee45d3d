/**
 * Measures the embedded coach's code analyser against the labelled evaluation set.
 *
 *   npx tsx scripts/eval-complexity.ts [--limit N] [--language go] [--show-misses 20] [--half A|B] [--space-misses]
 *
 * Reads ../shared/eval/complexity-dev.jsonl (relative to the repository root) at run time — the data is never copied
 * into the project — and skips with a message when it is missing. Prints time and space accuracy (exact and within
 * one class) per language and overall, for each half of a split by problem (A: develop on it, B: check on it; a
 * problem's rows all fall in the same half) and for the whole set; a confusion matrix for time; and the analysis
 * latency p50/p95/p99 over every row and over ~200-line inputs built by concatenating solutions of one language,
 * after a warm-up. It reports figures and never fails because of one.
 *
 * Options: --limit N (first N rows), --language L, --half A|B (restrict the rows), --show-misses N (print N time
 * misses, or space misses with --space-misses, with the analyser's evidence), --no-latency.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseCode, COMPLEXITY_CLASSES, compareComplexity, isAnalysedLanguage } from '../server/coach/analyser/index.ts';
import type { AnalysedLanguage, CodeAnalysis, ComplexityClass } from '../server/coach/analyser/index.ts';

interface Row {
  id: string;
  language: string;
  code: string;
  time_label: ComplexityClass;
  space_label: ComplexityClass | null;
  meta: { problem: string };
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataPath = resolve(root, '../shared/eval/complexity-dev.jsonl');

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
  error: string | null;
  ms: number;
}

function pct(n: number, d: number): string {
  return d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

function accuracyTable(results: Result[], which: 'time' | 'space'): void {
  const languages = [...new Set(results.map((r) => r.row.language))].sort();
  const groups: [string, Result[]][] = [...languages.map((l) => [l, results.filter((r) => r.row.language === l)] as [string, Result[]]), ['all', results]];
  console.log(`\n${which.toUpperCase()}  ${'language'.padEnd(11)} ${'rows'.padStart(5)}  ${'A exact'.padStart(7)} ${'A ±1'.padStart(7)}  ${'B exact'.padStart(7)} ${'B ±1'.padStart(7)}  ${'all exact'.padStart(9)} ${'all ±1'.padStart(7)}`);
  for (const [name, rs] of groups) {
    const labelled = rs.filter((r) => (which === 'time' ? r.row.time_label : r.row.space_label) && r.analysis);
    const score = (subset: Result[]) => {
      let exact = 0;
      let near = 0;
      for (const r of subset) {
        const label = (which === 'time' ? r.row.time_label : r.row.space_label)!;
        const got = which === 'time' ? r.analysis!.time : r.analysis!.space;
        const d = Math.abs(compareComplexity(got, label));
        if (d === 0) exact++;
        if (d <= 1) near++;
      }
      return [pct(exact, subset.length), pct(near, subset.length)];
    };
    const a = labelled.filter((r) => r.half === 'A');
    const b = labelled.filter((r) => r.half === 'B');
    const [ae, an] = score(a);
    const [be, bn] = score(b);
    const [le, ln] = score(labelled);
    console.log(`      ${name.padEnd(11)} ${String(labelled.length).padStart(5)}  ${ae!.padStart(7)} ${an!.padStart(7)}  ${be!.padStart(7)} ${bn!.padStart(7)}  ${le!.padStart(9)} ${ln!.padStart(7)}`);
  }
}

function confusion(results: Result[]): void {
  const short = (c: string) => c.replace('O(', '').replace(')', '');
  console.log('\nTime confusion matrix (rows: label, columns: analyser)');
  console.log(`${'label'.padEnd(10)}${COMPLEXITY_CLASSES.map((c) => short(c).padStart(8)).join('')}   total`);
  for (const label of COMPLEXITY_CLASSES) {
    const rs = results.filter((r) => r.row.time_label === label && r.analysis);
    const counts = COMPLEXITY_CLASSES.map((c) => rs.filter((r) => r.analysis!.time === c).length);
    console.log(`${short(label).padEnd(10)}${counts.map((n) => String(n).padStart(8)).join('')}   ${rs.length}`);
  }
}

async function main(): Promise<void> {
  if (!existsSync(dataPath)) {
    console.log(`Evaluation data not found at ${dataPath}; nothing to measure.`);
    return;
  }
  let rows: Row[] = readFileSync(dataPath, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row)
    .filter((r) => isAnalysedLanguage(r.language));
  const language = option('--language');
  if (language) rows = rows.filter((r) => r.language === language);
  const onlyHalf = option('--half');
  if (onlyHalf) rows = rows.filter((r) => half(r.meta.problem) === onlyHalf.toUpperCase());
  const limit = option('--limit');
  if (limit) rows = rows.slice(0, Number(limit));

  // Warm-up: load every grammar and let the JIT settle before timing.
  for (const l of new Set(rows.map((r) => r.language))) {
    for (const r of rows.filter((x) => x.language === l).slice(0, 30)) await analyseCode(r.code, l as AnalysedLanguage).catch(() => null);
  }

  const results: Result[] = [];
  for (const row of rows) {
    const start = performance.now();
    let analysis: CodeAnalysis | null = null;
    let error: string | null = null;
    try {
      analysis = await analyseCode(row.code, row.language as AnalysedLanguage);
    } catch (e) {
      error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    }
    results.push({ row, half: half(row.meta.problem), analysis, error, ms: performance.now() - start });
  }

  const errors = results.filter((r) => r.error);
  console.log(`Rows: ${results.length} (half A ${results.filter((r) => r.half === 'A').length}, half B ${results.filter((r) => r.half === 'B').length}); analysis errors: ${errors.length}; parsed with syntax errors: ${results.filter((r) => r.analysis && !r.analysis.parsedCleanly).length}`);
  for (const e of errors.slice(0, 3)) console.log(`  error in ${e.row.id}: ${e.error?.split('\n').slice(0, 4).join(' | ')}`);
  accuracyTable(results, 'time');
  accuracyTable(results, 'space');
  confusion(results);

  const misses = Number(option('--show-misses') ?? 0);
  if (misses > 0) {
    const which = flag('--space-misses') ? 'space' : 'time';
    const missed = results.filter((r) => {
      if (!r.analysis) return false;
      const label = which === 'time' ? r.row.time_label : r.row.space_label;
      return label && (which === 'time' ? r.analysis.time : r.analysis.space) !== label;
    });
    console.log(`\n${which} misses (${missed.length}), first ${misses}:`);
    for (const r of missed.slice(0, misses)) {
      const a = r.analysis!;
      console.log(`\n--- ${r.row.id} [${r.half}] label ${which === 'time' ? r.row.time_label : r.row.space_label}, got ${which === 'time' ? a.time : a.space}`);
      for (const e of a.evidence.slice(0, 12)) console.log(`    ${e.kind} L${e.line} ${JSON.stringify(e.detail ?? {})}`);
      if (flag('--show-code')) console.log(r.row.code);
    }
  }

  if (flag('--no-latency')) return;
  const perRow = results.map((r) => r.ms).sort((x, y) => x - y);
  console.log(`\nLatency, every row (${perRow.length}): p50 ${percentile(perRow, 50).toFixed(2)} ms, p95 ${percentile(perRow, 95).toFixed(2)} ms, p99 ${percentile(perRow, 99).toFixed(2)} ms`);

  // ~200-line inputs: solutions of one language concatenated until the file reaches 200 lines.
  const files: { language: AnalysedLanguage; code: string }[] = [];
  const byLanguage = new Map<string, Row[]>();
  for (const r of rows) byLanguage.set(r.language, [...(byLanguage.get(r.language) ?? []), r]);
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

await main();
