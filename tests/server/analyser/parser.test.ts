// The tree copy that calls tree-sitter's runtime directly (model/wasm-cursor.ts) must give the very tree the copy
// through web-tree-sitter's TreeCursor gives: same types, fields, offsets, lines and shape, in every language,
// with a syntax error, with non-ASCII text (offsets are UTF-16 code units) and with re-parsed embedded code.
import { describe, expect, it } from 'vitest';
import type { AnalysedLanguage } from '../../../server/coach/analyser/index.ts';
import { ADAPTERS } from '../../../server/coach/analyser/languages/registry.ts';
import { copiesInPlace, parseCode } from '../../../server/coach/analyser/model/parser.ts';
import type { SyntaxNode } from '../../../server/coach/analyser/model/syntax.ts';

const CODE: Record<AnalysedLanguage, string> = {
  python: 'class Solution:\n    def f(self, a: list[int]) -> int:\n        # 注释 ü\n        s = "中文"\n        for i in range(len(a)):\n            if a[i] > 0: s += str(a[i])\n        return len(s)\n',
  java: 'class Solution {\n  int f(int[] a) {\n    String s = "中文";\n    int t = 0;\n    for (int i = 0; i < a.length; i++) t += a[i];\n    return t;\n  }\n}\n',
  cpp: '#include <vector>\nclass Solution {\npublic:\n  int f(std::vector<int>& a) {\n    int t = 0; // ü\n    for (int x : a) t += x;\n    return t;\n  }\n};\n',
  javascript: 'var f = function(a) {\n  let s = "中文";\n  return a.map((x) => x * 2).reduce((p, q) => p + q, 0);\n};\n',
  typescript: 'function f(a: number[]): number {\n  const m = new Map<number, string>();\n  for (const x of a) m.set(x, "ü");\n  return m.size;\n}\n',
  go: 'func f(a []int) int {\n\tt := 0 // 中文\n\tfor _, x := range a {\n\t\tt += x\n\t}\n\treturn t\n}\n',
  rust: 'impl Solution {\n    pub fn f(a: Vec<i32>) -> i32 {\n        let v = vec![vec![0; a.len()]; 3];\n        println!("{} 中文", v.len());\n        a.iter().sum()\n    }\n}\n',
  csharp: 'public class Solution {\n    public int F(int[] a) {\n        var s = "中文";\n        int t = 0;\n        foreach (var x in a) t += x;\n        return t;\n    }\n}\n',
  kotlin: 'class Solution {\n    fun f(a: IntArray): Int {\n        val s = "中文"\n        var t = 0\n        for (x in a) t += x\n        return t\n    }\n}\n',
  swift: 'class Solution {\n    func f(_ a: [Int]) -> Int {\n        let s = "中文"\n        var t = 0\n        for x in a { t += x }\n        return t\n    }\n}\n',
};

/** Everything a copied node carries, children included, without the parent links (they make a cycle). */
function shape(node: SyntaxNode): unknown {
  return { type: node.type, named: node.named, field: node.field, start: node.start, end: node.end, line: node.line, endLine: node.endLine, isError: node.isError, children: node.children.map(shape) };
}

async function bothCopies(code: string, language: AnalysedLanguage) {
  const adapter = ADAPTERS[language];
  const embedded = adapter.embedded?.bind(adapter);
  const direct = await parseCode(code, language, embedded);
  const wrapper = await parseCode(code, language, embedded, { throughWrapper: true });
  return { direct, wrapper };
}

function count(node: SyntaxNode): number {
  return 1 + node.children.reduce((n, c) => n + count(c), 0);
}

describe('the tree copy straight from the runtime', () => {
  it('is the copy the analyser uses with the pinned web-tree-sitter (its exports are all there)', async () => {
    await parseCode('x = 1\n', 'python');
    expect(copiesInPlace()).toBe(true);
  });

  for (const language of Object.keys(CODE) as AnalysedLanguage[]) {
    it(`is the TreeCursor's copy, node for node (${language})`, async () => {
      const { direct, wrapper } = await bothCopies(CODE[language], language);
      expect(count(direct.root)).toBeGreaterThan(20);
      expect(shape(direct.root)).toEqual(shape(wrapper.root));
      expect(direct.hasError).toBe(wrapper.hasError);
    });
  }

  it('copies a tree with syntax errors the same way', async () => {
    const broken = 'def f(a:\n    for i in range(:\n        x = [1, 2\n    return )\n';
    const { direct, wrapper } = await bothCopies(broken, 'python');
    expect(direct.hasError).toBe(true);
    expect(shape(direct.root)).toEqual(shape(wrapper.root));
  });

  it('leaves the runtime as it found it: many copies in a row, deep trees, each the same as through the wrapper', async () => {
    const deep = `x = ${'('.repeat(300)}1${')'.repeat(300)}\n`;
    for (let round = 0; round < 3; round++) {
      const { direct, wrapper } = await bothCopies(deep + CODE.python, 'python');
      expect(shape(direct.root)).toEqual(shape(wrapper.root));
    }
    const rust = await bothCopies(CODE.rust, 'rust');
    // The macro's arguments were parsed again and copied in place (expandEmbedded), by both copies alike.
    expect(JSON.stringify(shape(rust.direct.root))).toContain('"type":"array_expression"');
  });
});
