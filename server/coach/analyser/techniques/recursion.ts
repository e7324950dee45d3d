/**
 * recursion
 *
 * What it recognises: a function that calls itself (directly), as the time analysis resolved its calls.
 *
 * Why it is worth naming: a problem defined by smaller instances of itself (trees, divide and conquer, search) is
 * often clearest written that way; the other techniques say what kind of recursion it is (dfs, dynamic_programming).
 *
 * Example:
 *     double myPow(double x, long n) {      // seen here
 *         if (n == 0) return 1;
 *         double half = myPow(x, n / 2);
 *         ...
 */
import { defineTechnique } from './technique.ts';

export const recursion = defineTechnique({
  id: 'recursion',
  name: { zh: '递归', en: 'Recursion' },
  detect({ program, time }) {
    return program.functions.filter((fn) => time.functionCost(fn).recursion).map((fn) => fn.view.node.line);
  },
});
