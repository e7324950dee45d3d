// The starter catalogue a fresh install works with offline: it loads, covers every category and difficulty,
// follows the contract, and a broken file stops the load with a message naming the file and the field.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '@/api/schema';
import {
  COMPLEXITY_CLASSES,
  DIFFICULTIES,
  PROBLEM_CATEGORIES,
  loadStarterCatalogue,
  StarterCatalogueError,
  type StarterProblem,
} from '../../server/catalogue/starter.ts';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const starterDir = root('server/catalogue/starter');

// The loader's enums are the contract's, as types...
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const categoriesMatch: Same<(typeof PROBLEM_CATEGORIES)[number], components['schemas']['ProblemCategory']> = true;
const difficultiesMatch: Same<(typeof DIFFICULTIES)[number], components['schemas']['Difficulty']> = true;

const catalogue = loadStarterCatalogue();
const LANGS = ['zh', 'en'] as const;
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** Problems failing a check, by slug, so a failure names them. */
const failing = (check: (problem: StarterProblem) => boolean) => catalogue.filter((p) => !check(p)).map((p) => p.slug);

/**
 * The growth class a written complexity maps to, by the catalogue's rule: every size variable counts as n,
 * min(...) of sizes is one size, any variable in an exponent or a factorial is O(2^n).
 */
function classOf(bigO: string): string {
  const inner = bigO.replace(/^O\((.*)\)$/, '$1');
  if (/!|\^\s*[A-Za-z(]/.test(inner)) return 'O(2^n)';
  let best: [number, number] = [0, 0];
  const normalised = inner
    .replace(/min\([^()]*\)/g, 'v')
    .replace(/log\s*\(([^()]*)\)/g, ' LOG ')
    .replace(/log\s+[A-Za-z]\w*/g, ' LOG ');
  for (const term of normalised.split('+')) {
    const logs = term.match(/LOG/g)?.length ?? 0;
    let degree = 0;
    for (const match of term.replace(/LOG/g, ' ').matchAll(/([A-Za-z]\w*)(?:\^(\d+))?/g)) degree += Number(match[2] ?? 1);
    if (degree > best[0] || (degree === best[0] && logs > best[1])) best = [degree, logs];
  }
  const [degree, logs] = best;
  const name = `${degree === 0 ? '' : degree === 1 ? 'n' : `n^${degree}`}${logs === 0 ? '' : degree === 0 ? 'log n' : ' log n'}`;
  return `O(${name === '' ? '1' : name})`;
}

describe('starter catalogue', () => {
  it('loads at least 50 problems, sorted by LeetCode number, each id and slug once', () => {
    expect(categoriesMatch && difficultiesMatch).toBe(true);
    expect(catalogue.length).toBeGreaterThanOrEqual(50);
    const ids = catalogue.map((p) => p.frontend_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length);
  });

  it("uses exactly the contract's categories and difficulties", () => {
    const category = parse(readFileSync(root('openapi/components/schemas/ProblemCategory.yaml'), 'utf8')) as { enum: string[] };
    const difficulty = parse(readFileSync(root('openapi/components/schemas/Difficulty.yaml'), 'utf8')) as { enum: string[] };
    expect([...PROBLEM_CATEGORIES]).toEqual(category.enum);
    expect([...DIFFICULTIES]).toEqual(difficulty.enum);
  });

  it('gives every category at least 2 problems', () => {
    const counts = Object.fromEntries(PROBLEM_CATEGORIES.map((c) => [c, catalogue.filter((p) => p.category === c).length]));
    const thin = Object.entries(counts).filter(([, n]) => n < 2);
    expect(thin).toEqual([]);
  });

  it('spreads the difficulties: Easy ≥ 25%, Medium ≥ 35%, Hard ≥ 12%', () => {
    const share = (d: StarterProblem['difficulty']) => catalogue.filter((p) => p.difficulty === d).length / catalogue.length;
    expect(share('Easy')).toBeGreaterThanOrEqual(0.25);
    expect(share('Medium')).toBeGreaterThanOrEqual(0.35);
    expect(share('Hard')).toBeGreaterThanOrEqual(0.12);
  });

  it('writes every statement in both languages with examples and a constraints list, and nothing unsafe', () => {
    const constraints = { zh: '<p><strong>提示：</strong></p>', en: '<p><strong>Constraints:</strong></p>' };
    for (const lang of LANGS) {
      expect(failing((p) => /<pre>[\s\S]+?<\/pre>/.test(p.description[lang])), `${lang} <pre> example`).toEqual([]);
      expect(
        failing((p) => {
          const at = p.description[lang].lastIndexOf(constraints[lang]);
          return at >= 0 && /<ul>[\s\S]*?<li>[\s\S]+?<\/ul>/.test(p.description[lang].slice(at));
        }),
        `${lang} constraints list`,
      ).toEqual([]);
      expect(
        failing((p) => !/<script|\son\w+\s*=|<img|<a\s|style\s*=|<iframe|<style|javascript:/i.test(p.description[lang])),
        `${lang} unsafe markup`,
      ).toEqual([]);
    }
    expect(failing((p) => CJK.test(p.description.zh)), 'zh is Chinese').toEqual([]);
    expect(failing((p) => !CJK.test(p.description.en)), 'en has no Chinese').toEqual([]);
    expect(failing((p) => CJK.test(p.title.zh) || p.title.zh === p.title.en), 'zh title').toEqual([]);
    expect(failing((p) => !CJK.test(p.title.en)), 'en title').toEqual([]);
  });

  it('gives both languages the same examples and the same number of constraints', () => {
    const inputs = (html: string, label: string) =>
      [...html.matchAll(new RegExp(`<strong>${label}</strong>\\s*([^<]*)`, 'g'))].map((m) => m[1]?.trim());
    const items = (html: string) => html.match(/<li>/g)?.length ?? 0;
    expect(failing((p) => inputs(p.description.zh, '输入：').length >= 1)).toEqual([]);
    expect(
      failing((p) => JSON.stringify(inputs(p.description.zh, '输入：')) === JSON.stringify(inputs(p.description.en, 'Input:'))),
    ).toEqual([]);
    expect(
      failing((p) => JSON.stringify(inputs(p.description.zh, '输出：')) === JSON.stringify(inputs(p.description.en, 'Output:'))),
    ).toEqual([]);
    expect(failing((p) => items(p.description.zh) === items(p.description.en))).toEqual([]);
  });

  it('has three plain-text hints in both languages, the last without code', () => {
    for (const lang of LANGS) {
      expect(failing((p) => p.hints.length === 3 && p.hints.every((h) => h[lang].trim().length > 0)), `${lang} hints`).toEqual([]);
      expect(failing((p) => p.hints.every((h) => !/<\/?[a-z][^>]*>|&[a-z]+;/i.test(h[lang]))), `${lang} hints are text`).toEqual([]);
      expect(
        failing((p) => {
          const last = p.hints[2][lang];
          return !/```|^\s*(def |return |function |class |for \(|while \()|[{};]\s*$|=>/m.test(last);
        }),
        `${lang} level 3 has no code`,
      ).toEqual([]);
    }
    expect(failing((p) => p.hints.every((h) => CJK.test(h.zh) && !CJK.test(h.en)))).toEqual([]);
    // Rising detail: each level says more than the one before it.
    expect(failing((p) => p.hints[0].en.length < p.hints[2].en.length && p.hints[1].en.length < p.hints[2].en.length)).toEqual([]);
  });

  it('maps every reference complexity to its class by the rule', () => {
    expect(classOf('O(m * n)')).toBe('O(n^2)');
    expect(classOf('O(n log k)')).toBe('O(n log n)');
    expect(classOf('O(n + m)')).toBe('O(n)');
    expect(classOf('O(log(min(m, n)))')).toBe('O(log n)');
    expect(classOf('O(n * n!)')).toBe('O(2^n)');
    expect(classOf('O(1)')).toBe('O(1)');
    const wrong = catalogue.flatMap((p) =>
      (['time', 'space'] as const)
        .filter((k) => classOf(p.complexity[k]) !== p.complexity[`${k}_class`])
        .map((k) => `${p.slug} ${k}: ${p.complexity[k]} → ${p.complexity[`${k}_class`]}, rule says ${classOf(p.complexity[k])}`),
    );
    expect(wrong).toEqual([]);
    expect(failing((p) => !/[^\x20-\x7e]/.test(p.complexity.time + p.complexity.space)), 'ASCII complexity').toEqual([]);
    expect(new Set(catalogue.map((p) => p.complexity.time_class)).size).toBeGreaterThan(4);
    expect(COMPLEXITY_CLASSES).toContain('O(2^n)');
  });
});

describe('a broken starter file', () => {
  let dir = '';
  afterEach(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  /** A folder holding a good copy of Two Sum and one file written from `edit` of its data. */
  function folderWith(name: string, edit: (data: Record<string, unknown>) => unknown): string {
    dir = mkdtempSync(join(tmpdir(), 'starter-'));
    copyFileSync(join(starterDir, '0001-two-sum.json'), join(dir, '0001-two-sum.json'));
    const data = JSON.parse(readFileSync(join(starterDir, '0070-climbing-stairs.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, name), JSON.stringify(edit(data), null, 2));
    return dir;
  }

  it('loads when nothing is wrong', () => {
    const ok = loadStarterCatalogue(folderWith('0070-climbing-stairs.json', (d) => d));
    expect(ok.map((p) => p.slug)).toEqual(['two-sum', 'climbing-stairs']);
  });

  it('names the file and the field of an empty hint', () => {
    const folder = folderWith('0070-climbing-stairs.json', (d) => ({
      ...d,
      hints: (d.hints as { zh: string; en: string }[]).map((h, i) => (i === 2 ? { ...h, en: '  ' } : h)),
    }));
    expect(() => loadStarterCatalogue(folder)).toThrow(StarterCatalogueError);
    expect(() => loadStarterCatalogue(folder)).toThrow(/0070-climbing-stairs\.json: field "hints\[2\]\.en"/);
  });

  it('names the file and the field of a category outside the contract', () => {
    const folder = folderWith('0070-climbing-stairs.json', (d) => ({ ...d, category: 'recursion' }));
    expect(() => loadStarterCatalogue(folder)).toThrow(/0070-climbing-stairs\.json: field "category"/);
  });

  it('names the field of a complexity that is not Big-O, a missing hint, and an unknown key', () => {
    const badComplexity = folderWith('0070-climbing-stairs.json', (d) => ({
      ...d,
      complexity: { ...(d.complexity as object), space: 'constant' },
    }));
    expect(() => loadStarterCatalogue(badComplexity)).toThrow(/0070-climbing-stairs\.json: field "complexity\.space"/);
    const twoHints = folderWith('0070-climbing-stairs.json', (d) => ({ ...d, hints: (d.hints as unknown[]).slice(0, 2) }));
    expect(() => loadStarterCatalogue(twoHints)).toThrow(/0070-climbing-stairs\.json: field "hints/);
    const extra = folderWith('0070-climbing-stairs.json', (d) => ({ ...d, leetcode_statement: '...' }));
    expect(() => loadStarterCatalogue(extra)).toThrow(/0070-climbing-stairs\.json/);
  });

  it('names the file when it is not JSON, is misnamed, or repeats a slug', () => {
    dir = mkdtempSync(join(tmpdir(), 'starter-'));
    writeFileSync(join(dir, '0002-broken.json'), '{ "frontend_id": 2,');
    expect(() => loadStarterCatalogue(dir)).toThrow(/0002-broken\.json: not readable JSON/);
    rmSync(dir, { recursive: true, force: true });

    const misnamed = folderWith('0071-climbing-stairs.json', (d) => d);
    expect(() => loadStarterCatalogue(misnamed)).toThrow(/0071-climbing-stairs\.json: field "slug": .*0070-climbing-stairs\.json/);
    rmSync(misnamed, { recursive: true, force: true });

    const twice = folderWith('0001-climbing-stairs.json', (d) => ({ ...d, frontend_id: 1 }));
    expect(() => loadStarterCatalogue(twice)).toThrow(/0001-two-sum\.json: field "frontend_id": 1 is already used by 0001-climbing-stairs\.json/);
  });
});
