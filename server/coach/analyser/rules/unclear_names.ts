/**
 * unclear_names
 *
 * What it does: reports names the author chose that say nothing about what they hold: placeholders (`tmp`, `foo`,
 * `data`, `arr2`) and single letters beyond the conventional ones (counters i/j/k, sizes n/m, coordinates x/y,
 * pointers l/r, nodes u/v, values a/b/c, strings s/t…). The parameters of an entry point are the problem's own
 * names and are not counted. Reported once, on the first such name, with all of them.
 *
 * Why it matters: a reader has to work out from the code what `z` or `tmp` is each time they meet it; a name that
 * says it (`count`, `seen`, `prefix_sum`) carries that for them.
 *
 * Example:
 *     def helper(values):
 *         z = len(values)              # reported here (z, tmp)
 *         tmp = z * 2
 * Instead: `size = len(values)`, `doubled = size * 2`.
 *
 * This is the one rule that reads what names are (by nature: it is about the names). Nothing else in the analyser
 * decides what code does from what something is called.
 */
import type { Program } from '../model/program.ts';
import { walk } from '../model/syntax.ts';
import { lines } from '../texts.ts';
import { defineRule } from './rule.ts';

/** Single letters with a conventional meaning in algorithm code: counters, sizes, coordinates, pointers, nodes, chars. */
const CONVENTIONAL_LETTERS = new Set(['i', 'j', 'k', 'n', 'm', 'x', 'y', 'l', 'r', 'u', 'v', 'a', 'b', 'c', 's', 't', 'e', 'w', 'h', 'd', 'p', 'q', '_']);
/** Names that say nothing about what they hold. Numbered pairs (x1/x2, s1/s2) and `dummy` heads are conventional. */
const PLACEHOLDERS = /^(tmp|temp|foo|bar|baz|qux|data|obj|thing|stuff\d*|xxx|yyy|aaa|bbb|var\d*|val\d+|arr\d+|temp\d+|tmp\d+|blah|asdf|xyz|aa|bb|cc|dd|xx|yy|zz)$/;

export function isUnclear(name: string): boolean {
  if (name.length === 1) return !CONVENTIONAL_LETTERS.has(name);
  return PLACEHOLDERS.test(name);
}

/** The unclear names the code declares (parameters, assigned variables, loop variables, functions), each at its first line. */
export function unclearNamesIn(program: Program): { name: string; line: number }[] {
  const a = program.adapter;
  const declared = new Map<string, number>();
  const note = (name: string, line: number) => {
    if (!declared.has(name)) declared.set(name, line);
  };
  for (const f of program.functions) {
    if (f.name && f.view.kind !== 'lambda') note(f.name, f.view.node.line);
    // An entry point's parameters come from the problem's signature, not from the author.
    const entry = !f.parent && f.view.kind !== 'lambda';
    if (entry) continue;
    for (const p of f.view.params) if (f.view.kind !== 'lambda' || f.view.body.endLine > f.view.body.line) note(p.name, p.node.line);
  }
  walk(program.root, (n) => {
    const asg = a.assignmentOf(n);
    if (asg?.isDeclaration || asg?.op === '=') {
      for (const t of asg.targets) if (a.isIdentifier(t)) note(t.text, t.line);
    }
    const loop = a.loopOf(n);
    if (loop && (loop.kind === 'foreach' || loop.kind === 'range')) for (const v of loop.vars) note(v, n.line);
    return true;
  });
  return [...declared]
    .filter(([name]) => isUnclear(name))
    .map(([name, line]) => ({ name, line }))
    .sort((x, y) => x.line - y.line);
}

export const unclearNames = defineRule({
  id: 'unclear_names',
  category: 'readability',
  name: { zh: '变量命名含义不清', en: 'Unclear variable names' },
  detect({ program }) {
    const found = unclearNamesIn(program);
    if (!found.length) return [];
    return [{ line: found[0]!.line, detail: { names: found.map((u) => u.name).join(','), count: found.length } }];
  },
  texts(f) {
    const names = (f.detail?.names ?? '').split(',').filter(Boolean).slice(0, 5);
    const l = lines(f.line);
    const one = names.length === 1;
    return {
      observation: {
        zh: `变量名 ${names.join('、')}（${one ? '' : '首次'}出现在${l.zh}）看不出存的是什么。`,
        en: one ? `The name ${names[0]} (${l.en}) doesn't say what it holds.` : `Names such as ${names.join(', ')} (first on ${l.en}) don't say what they hold.`,
      },
      suggestion: {
        zh: `把 ${names.join('、')} 改成能说明用途的名字，比如 count、seen、left/right、prefix_sum。`,
        en: `Rename ${names.join(', ')} after what ${one ? 'it holds' : 'they hold'} — count, seen, left/right, prefix_sum and the like.`,
      },
      marker: { zh: '起一个能说明用途的名字', en: 'a name that says what it holds would help' },
    };
  },
});
