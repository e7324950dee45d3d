/**
 * string_concat_in_loop
 *
 * What it does: reports a string built by concatenation inside a loop: `s += x` or `s = s + x` where strings are
 * immutable (Python, Java, JavaScript/TypeScript, Go), and `s = s + x` in C++ (whose `s += x` appends in place).
 * A StringBuilder / strings.Builder is not reported.
 *
 * Why it matters: each concatenation copies the whole string built so far, so n pieces cost O(n²) characters
 * copied where a builder (or collecting the pieces and joining once) costs O(n).
 *
 * Example:
 *     String s = "";
 *     for (String w : words) {
 *         s += w;                      // reported here
 *     }
 * Instead: append to a StringBuilder and call toString() once.
 */
import { analyseLoop } from '../complexity/loops/index.ts';
import { collectionOf } from '../cost/magnitude.ts';
import type { Context } from '../model/context.ts';
import { baseName } from '../model/patterns.ts';
import { lookupVar, targetName } from '../model/program.ts';
import { walk } from '../model/syntax.ts';
import { LANGUAGE_NAMES, Lines, named, type Bi, type TextLanguage } from '../texts.ts';
import { defineRule } from './rule.ts';

/** Languages whose strings are immutable, so `s += c` in a loop copies the whole string each time. */
const IMMUTABLE_STRINGS = new Set(['python', 'java', 'javascript', 'typescript', 'go']);

/** How to build a string piece by piece in each language. */
const STRING_BUILDER: Record<TextLanguage, Bi> = {
  python: { zh: '先把各段放进列表，循环结束后用 "".join(...) 一次拼好', en: 'collect the pieces in a list and join them once with "".join(...) after the loop' },
  java: { zh: '改用 StringBuilder 的 append，最后 toString() 一次', en: 'append to a StringBuilder and call toString() once at the end' },
  cpp: { zh: '改用 s += … 或 s.append(…)（原地追加，均摊 O(1)），不要写 s = s + …', en: 'use s += … or s.append(…), which append in place (amortised O(1)), instead of s = s + …' },
  c: { zh: '预先分配足够的缓冲区，用下标依次写入', en: 'allocate the buffer once and write into it at a running index' },
  javascript: { zh: '先把各段 push 进数组，循环结束后 join("") 一次', en: 'push the pieces into an array and join("") once after the loop' },
  typescript: { zh: '先把各段 push 进数组，循环结束后 join("") 一次', en: 'push the pieces into an array and join("") once after the loop' },
  go: { zh: '改用 strings.Builder 的 WriteString', en: 'write into a strings.Builder (WriteString)' },
  rust: { zh: '用 String::with_capacity 预分配，再 push_str', en: 'pre-allocate with String::with_capacity and push_str' },
  csharp: { zh: '改用 StringBuilder 的 Append，最后 ToString() 一次', en: 'append to a StringBuilder and call ToString() once at the end' },
  kotlin: { zh: '改用 StringBuilder 或 buildString { append(…) }', en: 'use a StringBuilder (or buildString { append(…) })' },
  swift: { zh: '预先 reserveCapacity，再用 append', en: 'reserveCapacity once, then append' },
};

export const stringConcatInLoop = defineRule({
  id: 'string_concat_in_loop',
  category: 'performance',
  name: { zh: '在循环中拼接字符串', en: 'String concatenation inside a loop' },
  detect({ program, time }) {
    const out: { line: number; detail: { name: string } }[] = [];
    if (!IMMUTABLE_STRINGS.has(program.language) && program.language !== 'cpp') return out;
    const a = program.adapter;
    for (const loop of time.loops) {
      // An amortised loop runs O(n) times in all, not per iteration of the loop around it.
      if (loop.nesting < 1 || loop.amortised) continue;
      const view = a.loopOf(loop.node);
      if (!view) continue;
      const ctx: Context = { program, fn: loop.fn, loops: [], analyseLoop };
      walk(view.body, (n) => {
        if (n !== view.body && (a.loopOf(n) || program.byNode.has(n))) return false;
        const asg = a.assignmentOf(n);
        if (!asg) return true;
        asg.targets.forEach((target, i) => {
          const t = targetName(a, target);
          const value = asg.values[i];
          if (!t || !value) return;
          const v = lookupVar(program, loop.fn, t.name);
          const isString = v?.string || v?.collection === 'string' || collectionOf(value, ctx) === 'string';
          if (!isString || v?.collection === 'string_builder') return;
          const appends = asg.op === '+=' && IMMUTABLE_STRINGS.has(program.language);
          const e = a.expr(value);
          const rebuilds = asg.op === '=' && e.kind === 'binary' && e.op === '+' && (baseName(a, e.left) === t.name || baseName(a, e.right) === t.name);
          if (appends || rebuilds) out.push({ line: n.line, detail: { name: t.name } });
        });
        return true;
      });
    }
    return out;
  },
  texts(f, language) {
    const name = f.detail?.name ?? '';
    const l = Lines(f.line);
    const builder = STRING_BUILDER[language];
    const observation: Bi =
      language === 'cpp' || language === 'c'
        ? {
            zh: `${l.zh}：在循环里用 ${name || 's'} = ${name || 's'} + … 拼接，每次都会生成一个新字符串并复制整串，总共复制 O(n²) 个字符。`,
            en: `${l.en}: ${name || 's'} = ${name || 's'} + … inside a loop builds a new string and copies all of it each time — O(n²) characters copied in total.`,
          }
        : {
            zh: `${l.zh}：在循环里拼接字符串${name ? ` ${name}` : ''}。${LANGUAGE_NAMES[language]} 的字符串不可变，每次拼接都会复制整串，总共复制 O(n²) 个字符。`,
            en: `${l.en}: the string${named(name).en} is concatenated inside a loop. Strings are immutable in ${LANGUAGE_NAMES[language]}, so each concatenation copies the whole string — O(n²) characters copied in total.`,
          };
    return {
      observation,
      suggestion: { zh: `${l.zh}：${builder.zh}，整体回到 O(n)。`, en: `${l.en}: ${builder.en}; the total goes back to O(n).` },
      marker: { zh: builder.zh, en: builder.en },
    };
  },
});
