import { ruleTester, src } from '../rule-tester.ts';

/** A function of `lines` lines (its signature, `lines - 2` statements and its return). */
function weighted(language: 'python' | 'java' | 'go' | 'cpp' | 'javascript', lines: number): string {
  const n = lines - 2;
  switch (language) {
    case 'python':
      return `def weighted(values):\n    total = 0\n${Array.from({ length: n - 1 }, (_, i) => `    total += values[${i % 5}] * ${i + 1}`).join('\n')}\n    return total\n`;
    case 'java':
      return `class Solution {\n    public int weighted(int[] values) {\n        int total = 0;\n${Array.from({ length: n - 2 }, (_, i) => `        total += values[${i % 5}] * ${i + 1};`).join('\n')}\n        return total;\n    }\n}\n`;
    case 'go':
      return `func weighted(values []int) int {\n\ttotal := 0\n${Array.from({ length: n - 2 }, (_, i) => `\ttotal += values[${i % 5}] * ${i + 1}`).join('\n')}\n\treturn total\n}\n`;
    case 'cpp':
      return `int weighted(vector<int>& values) {\n    int total = 0;\n${Array.from({ length: n - 2 }, (_, i) => `    total += values[${i % 5}] * ${i + 1};`).join('\n')}\n    return total;\n}\n`;
    case 'javascript':
      return `function weighted(values) {\n  let total = 0;\n${Array.from({ length: n - 2 }, (_, i) => `  total += values[${i % 5}] * ${i + 1};`).join('\n')}\n  return total;\n}\n`;
  }
}

ruleTester.run('long_function', {
  valid: [
    { name: 'sixty lines is the limit', language: 'python', code: weighted('python', 60) },
    { name: 'a short function', language: 'java', code: weighted('java', 20) },
    { name: 'sixty lines in Go', language: 'go', code: weighted('go', 60) },
    {
      name: 'a short one-liner',
      language: 'cpp',
      code: src(`
        int twice(int x) { return 2 * x; }
      `),
    },
  ],
  invalid: [
    { name: 'seventy-three lines', language: 'python', code: weighted('python', 73), findings: [{ line: 1, endLine: 73, detail: { name: 'weighted', lines: 73 } }] },
    { name: 'a long method, counted from its own first line', language: 'java', code: weighted('java', 72), findings: [{ line: 2, endLine: 73, detail: { name: 'weighted', lines: 72 } }] },
    { name: 'a long Go function', language: 'go', code: weighted('go', 61), findings: [{ line: 1, endLine: 61, detail: { name: 'weighted', lines: 61 } }] },
    { name: 'a long C++ function', language: 'cpp', code: weighted('cpp', 80), findings: [{ line: 1, endLine: 80, detail: { name: 'weighted', lines: 80 } }] },
    { name: 'a long JavaScript function', language: 'javascript', code: weighted('javascript', 62), findings: [{ line: 1, endLine: 62, detail: { name: 'weighted', lines: 62 } }] },
  ],
});
