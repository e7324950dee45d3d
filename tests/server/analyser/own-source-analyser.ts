/**
 * A stand-in for the analyser module, given to the pool in its tests (`analyser` option): it answers with the text
 * of its own function as the analysis process compiled it, so that a test can see how that process compiles the
 * analyser's TypeScript.
 */
export async function analyseCode(): Promise<{ source: string }> {
  const closure = (n: number): number => n + 1;
  return { source: `${analyseCode.toString()} ${closure(1)}` };
}
