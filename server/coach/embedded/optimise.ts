// Optimisation without a model: the embedded coach does not rewrite code. It returns the learner's own code with
// comments (in the code's comment syntax, in the learner's language) above the lines where a change applies, the
// suggestions behind each mark, and the complexity the changes lead to — the better of what was detected and the
// problem's reference.
import type { CodeAnalyser } from '../analyser/runner.ts';
import type { CodeLanguage, OptimiseInput, OptimiseOutput } from '../types.ts';
import { analyseInDetail, shown } from './analyse.ts';
import { clip, pretty, type Bi } from './names.ts';
import { better, stepsWorse } from './score.ts';

function commentPrefix(language: CodeLanguage): string {
  return language === 'python' ? '#' : '//';
}

const HEADER: Record<'changes' | 'clean', Bi> = {
  changes: {
    zh: 'AlgoCoach 优化标注：以下是你提交的原代码，没有改写；以「优化」开头的注释标出了可以改进的位置，具体做法见说明。',
    en: 'AlgoCoach notes: this is your code exactly as submitted, not a rewrite; comments starting with "OPTIMISE" mark where a change applies — the explanation says how.',
  },
  clean: {
    zh: 'AlgoCoach：以下是你提交的原代码，复杂度已经达到预期，没有需要标注的改动。',
    en: 'AlgoCoach: this is your code exactly as submitted; it already reaches the expected complexity, so there is nothing to mark.',
  },
};

/** Inserts one comment line above each marked line, indented like it. */
export function annotate(code: string, language: CodeLanguage, marks: { line: number; note: string }[], header: string): string {
  const eol = code.includes('\r\n') ? '\r\n' : '\n';
  const src = code.split(/\r?\n/);
  const prefix = commentPrefix(language);
  const byLine = new Map<number, string[]>();
  for (const m of marks) {
    const line = Math.min(Math.max(1, m.line), src.length);
    byLine.set(line, [...(byLine.get(line) ?? []), m.note]);
  }
  const out: string[] = [`${prefix} ${header}`];
  src.forEach((text, i) => {
    const notes = byLine.get(i + 1);
    if (notes) {
      const indent = /^[ \t]*/.exec(text)?.[0] ?? '';
      for (const note of notes) out.push(`${indent}${prefix} ${note}`);
    }
    out.push(text);
  });
  return out.join(eol);
}

export async function optimise(input: OptimiseInput, analyser: CodeAnalyser): Promise<OptimiseOutput> {
  const { problem, code, language, lang } = input;
  const detail = await analyseInDetail({ problem, code, language, lang }, analyser);
  const { facts, target, advice, output } = detail;
  const dt = stepsWorse(facts.time, target.time);
  // The better of what was detected and the reference — except that reaching the reference's time means taking
  // its approach, and with it the reference's space (a hash map for Two Sum: O(n) time, and O(n) space too).
  const expectedTime = better(facts.time, target.time);
  const expectedSpace = dt > 0 ? target.space : better(facts.space, target.space);

  const label = lang === 'zh' ? '优化' : 'OPTIMISE';
  // Marks are numbered like the suggestions they stand for.
  const marks = advice.flatMap((a, i) => (a.finding ? [{ line: a.finding.markLine, note: `${label} ${i + 1}${lang === 'zh' ? '：' : ': '}${a.finding.marker[lang]}` }] : []));
  let suggestions = output.optimization_suggestions;
  if (suggestions.length === 0 && input.analysis.optimization_suggestions.length) suggestions = input.analysis.optimization_suggestions.slice(0, 20);
  // A slower solution with no single line to blame: the general suggestion goes on top of the code.
  if (marks.length === 0 && dt > 0 && suggestions[0]) marks.push({ line: 1, note: `${label}${lang === 'zh' ? '：' : ': '}${suggestions[0]}` });

  const header = (marks.length ? HEADER.changes : HEADER.clean)[lang];
  const optimizedCode = annotate(code, language, marks, header);

  const T = pretty(shown(expectedTime, target, 'time'));
  const S = pretty(shown(expectedSpace, target, 'space'));
  const parts: string[] = [];
  if (marks.length) {
    parts.push(
      lang === 'zh'
        ? `下面的代码是你的原代码，没有替你重写；我在 ${marks.length} 处加了注释，标出需要修改的位置：`
        : `The code below is your own, not rewritten; I added comments at ${marks.length} place${marks.length === 1 ? '' : 's'} where a change applies:`,
    );
    parts.push(suggestions.map((s, i) => `${i + 1}. ${s}`).join('\n'));
    parts.push(lang === 'zh' ? `按这些建议修改后，预期复杂度为：时间 ${T}，额外空间 ${S}。` : `With these changes, expect ${T} time and ${S} extra space.`);
  } else {
    parts.push(
      lang === 'zh'
        ? `你的解法已经达到时间 ${T}、额外空间 ${S}，复杂度上没有需要改的地方，代码保持原样。`
        : `Your solution already runs in ${T} time with ${S} extra space; there is nothing to change for complexity, so the code is left as it is.`,
    );
    if (suggestions.length) parts.push((lang === 'zh' ? '其他可以考虑的地方：\n' : 'Other things worth a look:\n') + suggestions.map((s, i) => `${i + 1}. ${s}`).join('\n'));
  }
  return {
    suggestions: suggestions.slice(0, 20).map((s) => clip(s, 2000)),
    optimized_code: optimizedCode.length <= 100_000 ? optimizedCode : code.slice(0, 100_000),
    explanation: clip(parts.join('\n\n'), 10_000),
    expected_time_complexity: shown(expectedTime, target, 'time'),
    expected_space_complexity: shown(expectedSpace, target, 'space'),
  };
}
