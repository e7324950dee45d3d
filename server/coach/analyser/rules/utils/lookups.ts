/**
 * Library lookups that walk a whole list (shared by list_membership_in_loop and linear_search_in_loop, which split
 * them by the question asked: "is it there?" or "where / how many / how big?").
 */
import * as C from '../../cost/cost.ts';
import type { OperationRecord } from '../../complexity/time.ts';

/**
 * Library calls known only on sequences (arrays, lists, strings), by their name as the library tables spell them:
 * when the receiver's type is unknown, the call's name still says it is not a hash lookup.
 */
const SEQUENCE_LOOKUPS = /^(includes|indexOf|contains|index|count|find|Contains|Index)$/;
/** The lookups among them that answer "is it there?". */
const MEMBERSHIP_CALLS = /^(includes|contains|Contains)$/;
/** Whole-collection scans that compute one value (what a running value kept across the loop replaces). */
const AGGREGATES = /^(sum|max|min|count|max_element|min_element|accumulate|Max|Min)$/;

/** Whether a library call searches or aggregates a whole list at O(n) per call, and which question it asks. */
export function isLinearLookup(op: OperationRecord): 'membership' | 'search' | null {
  if (C.isConstant(op.cost)) return null;
  switch (op.sem.op) {
    case 'contains':
    case 'index_of':
      if (op.kind === 'list' || op.kind === 'array' || (op.kind === null && SEQUENCE_LOOKUPS.test(op.call.name))) return MEMBERSHIP_CALLS.test(op.call.name) ? 'membership' : 'search';
      return null;
    case 'scan':
      return AGGREGATES.test(op.call.name) ? 'search' : null;
    default:
      return null;
  }
}
