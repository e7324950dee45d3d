/**
 * Readability signals: how deeply control flow nests, how long functions are, how many there are, and names that
 * say nothing (placeholders like `tmp`/`foo`/`data`, numbered names like `a1`, single letters beyond the
 * conventional loop counters, sizes and coordinates).
 */
import type { Program } from './model/program.ts';
import { walk, type SyntaxNode } from './model/syntax.ts';
import type { Readability } from './types.ts';

/** Single letters with a conventional meaning in algorithm code: counters, sizes, coordinates, pointers, nodes, chars. */
const CONVENTIONAL_LETTERS = new Set(['i', 'j', 'k', 'n', 'm', 'x', 'y', 'l', 'r', 'u', 'v', 'a', 'b', 'c', 's', 't', 'e', 'w', 'h', 'd', 'p', 'q', '_']);
/** Names that say nothing about what they hold. Numbered pairs (x1/x2, s1/s2) and `dummy` heads are conventional. */
const PLACEHOLDERS = /^(tmp|temp|foo|bar|baz|qux|data|obj|thing|stuff\d*|xxx|yyy|aaa|bbb|var\d*|val\d+|arr\d+|temp\d+|tmp\d+|blah|asdf|xyz|aa|bb|cc|dd|xx|yy|zz)$/;
export const LONG_FUNCTION_LINES = 60;
export const DEEP_NESTING = 4;

export interface ReadabilityDetail extends Readability {
  deepestLine: number;
  longFunctions: { name: string; line: number; endLine: number; lines: number }[];
  unclearAt: { name: string; line: number }[];
}

export function measureReadability(program: Program, code: string): ReadabilityDetail {
  const a = program.adapter;
  let maxNesting = 0;
  let deepestLine = 1;
  const depthOf = (node: SyntaxNode, depth: number): void => {
    let d = depth;
    if (a.isNestingNode(node) && !isElseIf(node)) {
      d = depth + 1;
      if (d > maxNesting) {
        maxNesting = d;
        deepestLine = node.line;
      }
    }
    for (const c of node.children) depthOf(c, d);
  };
  depthOf(program.root, 0);

  const named = program.functions.filter((f) => f.name && (f.view.kind !== 'lambda' || f.view.body.endLine > f.view.body.line));
  const longFunctions = named
    .map((f) => ({ name: f.name ?? '', line: f.view.node.line, endLine: f.view.node.endLine, lines: f.view.node.endLine - f.view.node.line + 1 }))
    .filter((f) => f.lines > LONG_FUNCTION_LINES);
  const longest = named.reduce((m, f) => Math.max(m, f.view.node.endLine - f.view.node.line + 1), 0);

  // Names the code itself declares: parameters, assigned variables, functions.
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
  const unclearAt = [...declared]
    .filter(([name]) => isUnclear(name))
    .map(([name, line]) => ({ name, line }))
    .sort((x, y) => x.line - y.line);

  return {
    maxNesting,
    longestFunctionLines: longest,
    functionCount: named.length,
    lines: code.split('\n').filter((l) => l.trim()).length,
    unclearNames: unclearAt.map((u) => u.name),
    deepestLine,
    longFunctions,
    unclearAt,
  };
}

export function isUnclear(name: string): boolean {
  if (name.length === 1) return !CONVENTIONAL_LETTERS.has(name);
  return PLACEHOLDERS.test(name);
}

/** `else if` continues a chain; it does not nest one level deeper. */
function isElseIf(node: SyntaxNode): boolean {
  const parent = node.parent;
  if (!parent || node.type !== 'if_statement') return false;
  if (parent.type === 'else_clause') return true;
  return parent.type === 'if_statement' && node.field === 'alternative';
}
