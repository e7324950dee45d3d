/**
 * No regular expression in server/ takes more than linear time on what it reads: lint enforces it
 * (eslint-plugin-regexp's no-super-linear-backtracking and no-super-linear-move on server/), and the text helpers
 * rewritten for it keep their answers and read a hostile 100,000-character input at once.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { parseNumber, trailingArrayDims, withoutTypeArguments } from '../../server/coach/analyser/languages/common.ts';
import { clip } from '../../server/coach/embedded/names.ts';
import { parseJson } from '../../server/coach/model/index.ts';
import { plainText } from '../../server/services/coach-inputs.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('lint', () => {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: 'scripts/eslint.config.js' });
  const rulesHit = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.map((m) => m.ruleId);
  };

  it.each([
    ['backtracks exponentially', 'export const nested = (s: string) => /^(a+)+$/.test(s);', 'regexp/no-super-linear-backtracking'],
    ['backtracks polynomially', 'export const overlap = (s: string) => /^\\d*\\w*$/.test(s);', 'regexp/no-super-linear-backtracking'],
    ['moves quadratically', 'export const unanchored = (s: string) => /a+b/.test(s);', 'regexp/no-super-linear-move'],
  ])('refuses a regex in server/ that %s', async (_what, code, rule) => {
    expect(await rulesHit(code, 'server/coach/example.ts')).toContain(rule);
  });

  it('accepts the linear forms', async () => {
    const code = 'export const ok = (s: string) => /^a+$/.test(s) || /(?<!a)a+b/.test(s) || /^\\w*$/.test(s);';
    expect(await rulesHit(code, 'server/coach/example.ts')).toEqual([]);
  });
}, 60_000);

/** A bound no linear pass over 100,000 characters comes near, and no quadratic one stays under. */
const QUICK_MS = 500;
function quickly<T>(run: () => T): T {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(QUICK_MS);
  return result;
}

describe('the rewritten text helpers', () => {
  it('plainText: tags dropped, blanks before a line break dropped; a run of < or of blanks read once', () => {
    expect(plainText('<p>Given <code>nums</code>,  \t\nreturn</p>')).toBe('Given nums,\nreturn');
    expect(plainText('<p>1 &lt; 2</p><br/>x')).toBe('1 < 2\n\nx');
    expect(quickly(() => plainText(`<${'<'.repeat(100_000)}`)).length).toBe(100_001);
    expect(quickly(() => plainText(`x${' '.repeat(100_000)}y`)).length).toBe(100_002);
  });

  it('parseJson: a fenced reply, with or without `json`, in any case; a long run of blanks read once', () => {
    expect(parseJson('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(parseJson('```JSON {"a": 2} ```')).toEqual({ a: 2 });
    expect(parseJson('```\n{"a": 3}\n```')).toEqual({ a: 3 });
    expect(parseJson('Here: {"a": 4} — done')).toEqual({ a: 4 });
    expect(parseJson('```json```')).toBeUndefined();
    expect(quickly(() => parseJson(`\`\`\`${'\t'.repeat(100_000)}x`))).toBeUndefined();
  });

  it('clip: cut at a sentence, else at a word; a long run of blanks read once', () => {
    expect(clip('one two three four', 12)).toBe('one two…');
    expect(clip('abcdefghijklmnop', 8)).toBe('abcdefg…');
    expect(clip('First sentence. Second one is long', 30)).toBe('First sentence. Second one…');
    expect(clip('A first sentence. Then more', 26)).toBe('A first sentence.…');
    expect(quickly(() => clip(`a${' '.repeat(100_000)}b c`, 100_000)).endsWith('…')).toBe(true);
  });

  it('type names: trailing [] and type arguments', () => {
    expect(trailingArrayDims('int[][]')).toEqual({ dims: 2, base: 'int' });
    expect(trailingArrayDims('PriorityQueue<int[]>')).toEqual({ dims: 0, base: 'PriorityQueue<int[]>' });
    expect(trailingArrayDims('List<int[]>[]')).toEqual({ dims: 1, base: 'List<int[]>' });
    expect(withoutTypeArguments('Map<Integer, List<Integer>>')).toBe('Map');
    expect(withoutTypeArguments('ArrayList')).toBe('ArrayList');
    expect(quickly(() => withoutTypeArguments('<'.repeat(100_000)))).toBe('');
  });

  it('numbers: suffixes stripped', () => {
    expect(parseNumber('0x1Fu')).toBe(31);
    expect(parseNumber('0b101L')).toBe(5);
    expect(parseNumber('10ULL')).toBe(10);
    expect(parseNumber('1_000')).toBe(1000);
    expect(parseNumber('2.5f')).toBe(2.5);
    expect(quickly(() => parseNumber(`1${'u'.repeat(100_000)}x`))).toBeNull();
  });
});
