/**
 * What a library call does, from the calling language's table (one module per language here): an operation whose
 * cost the time and space reasoning price against the container it acts on.
 */
import type { AnalysedLanguage } from '../types.ts';
import type { SyntaxNode } from '../model/syntax.ts';
import type { CallView } from '../model/vocabulary.ts';
import { cpp } from './cpp.ts';
import { csharp } from './csharp.ts';
import { go } from './go.ts';
import { java } from './java.ts';
import { javascript } from './javascript.ts';
import { kotlin } from './kotlin.ts';
import { python } from './python.ts';
import { rust } from './rust.ts';
import { swift } from './swift.ts';
import type { Library, Op, Semantics } from './types.ts';

export type { Answer, Op, Semantics } from './types.ts';

const LIBRARIES: Record<AnalysedLanguage, Library> = { python, java, cpp, go, javascript, typescript: javascript, rust, csharp, kotlin, swift };

/** Maps, not plain objects: a method named `toString` or `constructor` must not find Object.prototype's. */
const lookups = new Map(Object.values(LIBRARIES).map((l) => [l, { free: new Map(Object.entries(l.free)), methods: new Map(Object.entries(l.methods)), answers: new Map(Object.entries(l.answers ?? {})) }]));

/** Qualifiers of arithmetic helpers that take two values (`Math.max(a, b)`), or a whole array spread into them. */
const ARITHMETIC = new Set(['Math', 'math', 'Integer', 'Long', 'Character']);

/** The methods a language's library compares user objects through (see Library.comparisons). */
export function comparisonMethods(language: AnalysedLanguage): readonly string[] {
  return LIBRARIES[language].comparisons ?? [];
}

/** The methods library code calls on a user object it is handed (see Library.callbacks). */
export function callbackMethods(language: AnalysedLanguage): readonly string[] {
  const library = LIBRARIES[language];
  return [...(library.callbacks ?? []), ...(library.comparisons ?? [])];
}

/** Objects the input is read from with an operator (see Library.inputStreams). */
export function inputStreams(language: AnalysedLanguage): readonly string[] {
  return LIBRARIES[language].inputStreams ?? [];
}

/** Does the call add at the front of its collection (`push_front`, or a push the table names as adding there)? */
export function addsAtFront(language: AnalysedLanguage, call: CallView, op: Op): boolean {
  return op === 'push_front' || (op === 'push' && (LIBRARIES[language].frontPushes?.includes(call.name) ?? false));
}

/** Does this decorator (by its last name: `functools.cache` → `cache`) cache the function's results by argument? */
export function memoises(language: AnalysedLanguage, decorator: string): boolean {
  return LIBRARIES[language].memoisingDecorators?.includes(decorator) ?? false;
}

/**
 * The operation a call performs, or null for calls the tables do not know (user functions, unknown APIs).
 * `unresolved`: the caller knows the call is to none of the user's functions, so a bare name may be an inherited
 * library method (Library.inheritedMethods).
 */
export function semanticsOf(language: AnalysedLanguage, call: CallView, isSpread: (node: SyntaxNode) => boolean, unresolved = false): Semantics | null {
  const library = LIBRARIES[language];
  const { answers } = lookups.get(library)!;
  const sem = operationOf(library, call, isSpread, unresolved);
  const answer = sem && answers.get(call.name);
  if (!sem || !answer) return sem;
  // `max(a, b)`: an aggregate's name called on separate values chooses between them.
  return { ...sem, answers: answer === 'aggregate' && sem.op === 'constant' ? 'choice' : answer };
}

function operationOf(library: Library, call: CallView, isSpread: (node: SyntaxNode) => boolean, unresolved: boolean): Semantics | null {
  const { free, methods } = lookups.get(library)!;
  // An inline function, or Python's `key=check` naming one.
  const callback =
    call.args.find((a) => /lambda|arrow_function|function_expression|func_literal|method_reference|closure_expression/.test(a.type)) ??
    call.args.find((a) => a.type === 'keyword_argument' && a.child('name')?.text === 'key')?.child('value') ??
    null;
  const bare = library.bareNameQualifiers;
  const op = call.receiver
    ? methods.get(call.name)
    : call.qualifier
      ? (free.get(`${call.qualifier}.${call.name}`) ?? (bare === 'any' || bare?.includes(call.qualifier) ? free.get(call.name) : undefined))
      : (free.get(call.name) ?? (library.inheritedMethods && unresolved ? methods.get(call.name) : undefined));
  if (!op) {
    if (call.qualifier && ARITHMETIC.has(call.qualifier)) {
      // Math.max(...arr) reads the whole array.
      const spread = call.args.find(isSpread);
      return spread ? { op: 'scan', target: spread, callback: null } : { op: 'constant', target: null, callback: null };
    }
    return null;
  }
  const refined = library.refine?.(call, op, callback, isSpread);
  if (refined) return refined;
  // max(a, b) compares two values; max(xs) scans a collection.
  if (!call.receiver && op === 'scan' && (call.name === 'max' || call.name === 'min') && call.args.length >= 2) return { op: 'constant', target: null, callback: null };
  return { op, target: call.receiver ?? call.args[0] ?? null, callback };
}
