/**
 * Readability measures: how deeply control flow nests (and where), how long each named function is, how many there
 * are, how many lines hold code. What counts as too deep or too long, and which names say nothing, is for the rules
 * that report them (rules/deep_nesting.ts, rules/long_function.ts, rules/unclear_names.ts).
 */
import type { Program } from './model/program.ts';
import type { SyntaxNode } from './model/syntax.ts';

export interface ReadabilityDetail {
  maxNesting: number;
  /** The first line at the deepest nesting. */
  deepestLine: number;
  longestFunctionLines: number;
  functionCount: number;
  /** Lines that are not blank. */
  lines: number;
  /** Every named function (and multi-line lambda bound to a name), with its length. */
  functions: { name: string; line: number; endLine: number; lines: number }[];
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
  const functions = named.map((f) => ({ name: f.name ?? '', line: f.view.node.line, endLine: f.view.node.endLine, lines: f.view.node.endLine - f.view.node.line + 1 }));

  return {
    maxNesting,
    deepestLine,
    longestFunctionLines: functions.reduce((m, f) => Math.max(m, f.lines), 0),
    functionCount: named.length,
    lines: code.split('\n').filter((l) => l.trim()).length,
    functions,
  };
}

/** `else if` continues a chain; it does not nest one level deeper. */
function isElseIf(node: SyntaxNode): boolean {
  const parent = node.parent;
  if (!parent || node.type !== 'if_statement') return false;
  if (parent.type === 'else_clause') return true;
  return parent.type === 'if_statement' && node.field === 'alternative';
}
