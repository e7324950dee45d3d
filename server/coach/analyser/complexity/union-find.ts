/**
 * Facts about a union-find that both the loop analysis (`while p[x] != x: x = p[x]`) and the recursion analysis
 * (`find(x) = x if p[x] == x else find(p[x])`) need: with union by size or rank on top of path compression, a find
 * is O(α(n)) amortised, a constant; either one alone leaves it O(log n).
 */
import type { Program } from '../model/program.ts';

/** Union by size or rank: `size[a] += size[b]`, `rank[a] < rank[b]` somewhere in the program. */
export function unionByRank(program: Program): boolean {
  return /(\w+)\s*\[[^\]\n]+\]\s*(?:\+=|<=?|>=?)\s*(?:\w+\s*\.\s*)?\1\s*\[/.test(program.root.text);
}
