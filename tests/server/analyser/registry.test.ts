/**
 * The rule and technique registries: every module is registered and complete (a category or a name, texts in both
 * languages for every programming language, a doc comment, a table of examples), and every list the rest of the
 * server uses is derived from them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseCode } from '../../../server/coach/analyser/index.ts';
import { FINDING_KINDS, RULES, describeFinding, type Finding } from '../../../server/coach/analyser/rules/index.ts';
import { TECHNIQUES, TECHNIQUE_KINDS } from '../../../server/coach/analyser/techniques/index.ts';
import { LANGUAGE_NAMES, type TextLanguage } from '../../../server/coach/analyser/texts.ts';
import { ALGORITHM_PATTERNS, ISSUE_KEYS, issueName, patternName } from '../../../server/coach/embedded/names.ts';
import { isPerformanceFinding, isReadabilityFinding } from '../../../server/coach/embedded/score.ts';
import { contract } from '../../../server/contract/index.ts';
import { src } from './rule-tester.ts';

const root = new URL('../../../', import.meta.url);
const CJK = /[\u4e00-\u9fff]/;
const TEXT_LANGUAGES = Object.keys(LANGUAGE_NAMES) as TextLanguage[];

/** The modules directly in a folder, without the registry and the definition module (helpers live in utils/). */
function modulesIn(folder: string, definition: string): string[] {
  return readdirSync(new URL(folder, root), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'index.ts' && entry.name !== definition)
    .map((entry) => entry.name.replace(/\.ts$/, ''))
    .sort();
}

/** The module's leading doc comment. */
function docOf(folder: string, id: string): string {
  const text = readFileSync(new URL(`${folder}${id}.ts`, root), 'utf8');
  return /^\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? '';
}

function bilingual(text: { zh: string; en: string }, what: string): void {
  expect(text.zh.trim(), `${what} (zh)`).not.toBe('');
  expect(text.en.trim(), `${what} (en)`).not.toBe('');
  expect(text.zh, `${what} (zh) is Chinese`).toMatch(CJK);
  expect(text.en, `${what} (en) has no Chinese`).not.toMatch(CJK);
}

describe('the rule registry', () => {
  it('registers every module in rules/, each under its file name', () => {
    expect(RULES.map((r) => r.id).sort()).toEqual(modulesIn('server/coach/analyser/rules/', 'rule.ts'));
    expect(new Set(FINDING_KINDS).size).toBe(RULES.length);
  });

  for (const rule of RULES) {
    describe(rule.id, () => {
      it('has a category, and a name in both languages', () => {
        expect(['performance', 'readability']).toContain(rule.category);
        bilingual(rule.name, 'name');
      });

      it('has a doc comment: what it does, why it matters, an example', () => {
        const doc = docOf('server/coach/analyser/rules/', rule.id);
        expect(doc).toContain(rule.id);
        for (const part of ['What it does:', 'Why it matters:', 'Example:']) expect(doc).toContain(part);
      });

      it('writes its texts in both languages for every programming language, with few facts or many', () => {
        const sparse: Finding = { kind: rule.id, line: 3 };
        const rich: Finding = {
          kind: rule.id,
          line: 3,
          endLine: 9,
          detail: { name: 'xs', call: 'sort', outerLine: 2, comparisonLine: 4, complement: true, branches: 2, callLine: 5, depth: 5, lines: 70, names: 'tmp,z', count: 2 },
        };
        for (const language of TEXT_LANGUAGES) {
          for (const finding of [sparse, rich]) {
            const text = describeFinding(finding, language);
            expect(text.markLine).toBe(3);
            bilingual(text.observation, `${language} observation`);
            bilingual(text.suggestion, `${language} suggestion`);
            expect(text.marker.zh.trim()).not.toBe('');
            expect(text.marker.en).not.toMatch(CJK);
          }
        }
      });

      it('has its own table of examples', () => {
        const file = new URL(`tests/server/analyser/rules/${rule.id}.test.ts`, root);
        expect(existsSync(file)).toBe(true);
        expect(readFileSync(file, 'utf8')).toContain(`ruleTester.run('${rule.id}'`);
      });
    });
  }

  it('gives the issue keys and their names: the two complexity verdicts, then every finding kind', () => {
    expect(ISSUE_KEYS).toEqual(['suboptimal_time', 'suboptimal_space', ...FINDING_KINDS]);
    for (const rule of RULES) expect(issueName(rule.id)).toEqual(rule.name);
  });

  it("gives the score's categories", () => {
    for (const rule of RULES) {
      expect(isPerformanceFinding(rule.id)).toBe(rule.category === 'performance');
      expect(isReadabilityFinding(rule.id)).toBe(rule.category === 'readability');
    }
    expect(isPerformanceFinding('suboptimal_time')).toBe(false);
    expect(isReadabilityFinding('no_such_rule')).toBe(false);
  });

  it('reports nothing for clean linear code', async () => {
    const code = src(`
      def total(nums):
          s = 0
          for x in nums:
              s += x
          return s
    `);
    expect((await analyseCode(code, 'python')).findings).toEqual([]);
  });
});

describe('the technique registry', () => {
  it('registers every module in techniques/, each under its file name', () => {
    expect(TECHNIQUES.map((t) => t.id).sort()).toEqual(modulesIn('server/coach/analyser/techniques/', 'technique.ts'));
  });

  it("names exactly the contract's AlgorithmPattern enum, in its order", () => {
    const schema = contract.components.schemas.AlgorithmPattern as { enum?: string[] };
    expect(TECHNIQUE_KINDS).toEqual(schema.enum);
    expect(ALGORITHM_PATTERNS).toEqual(schema.enum);
  });

  for (const technique of TECHNIQUES) {
    describe(technique.id, () => {
      it('has a name in both languages, the one the patterns page shows', () => {
        bilingual(technique.name, 'name');
        expect(patternName(technique.id)).toEqual(technique.name);
      });

      it('has a doc comment: what it recognises, why it is worth naming, an example', () => {
        const doc = docOf('server/coach/analyser/techniques/', technique.id);
        expect(doc).toContain(technique.id);
        for (const part of ['What it recognises', 'Why it is worth naming:', 'Example:']) expect(doc).toContain(part);
      });

      it('has its own table of examples', () => {
        const file = new URL(`tests/server/analyser/techniques/${technique.id}.test.ts`, root);
        expect(existsSync(file)).toBe(true);
        expect(readFileSync(file, 'utf8')).toContain(`techniqueTester.run('${technique.id}'`);
      });
    });
  }

  it('reports each technique once, at the first line it is seen on, in line order', async () => {
    const code = src(`
      import heapq
      def topKFrequent(nums, k):
          counts = {}
          for x in nums:
              counts[x] = counts.get(x, 0) + 1
          heap = []
          for value, count in counts.items():
              heapq.heappush(heap, (count, value))
              if len(heap) > k:
                  heapq.heappop(heap)
          return sorted(v for _, v in heap)
    `);
    const r = await analyseCode(code, 'python');
    expect(r.techniques).toEqual([
      { kind: 'hash_map', line: 3 },
      { kind: 'heap', line: 6 },
      { kind: 'sorting', line: 11 },
    ]);
  });

  it('finds none in straight-line code, a plain sum or empty input', async () => {
    expect((await analyseCode('def area(w, h):\n    return w * h\n', 'python')).techniques).toEqual([]);
    expect((await analyseCode('def total(nums):\n    s = 0\n    for x in nums:\n        s += x\n    return s\n', 'python')).techniques).toEqual([]);
    expect((await analyseCode('', 'java')).techniques).toEqual([]);
  });
});
