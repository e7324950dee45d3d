/**
 * Library lookups that walk a whole list (shared by list_membership_in_loop and linear_search_in_loop, which split
 * them by the question asked: "is it there?" or "where / how many / how big?"). What a call answers comes from its
 * language's library table (`Library.answers`), the only place call names live.
 */
import * as C from '../../cost/cost.ts';
import type { OperationRecord } from '../../complexity/time.ts';

/** Whether a library call searches or aggregates a whole list at O(n) per call, and which question it asks. */
export function isLinearLookup(op: OperationRecord): 'membership' | 'search' | null {
  if (C.isConstant(op.cost)) return null;
  const answer = op.sem.answers;
  switch (op.sem.op) {
    case 'contains':
    case 'index_of': {
      // On a list or an array; on a receiver of unknown type, only a call the table knows as a sequence lookup.
      const onList = op.kind === 'list' || op.kind === 'array' || (op.kind === null && (answer === 'membership' || answer === 'position'));
      if (!onList) return null;
      return answer === 'membership' ? 'membership' : 'search';
    }
    case 'scan':
      return answer === 'aggregate' ? 'search' : null;
    default:
      return null;
  }
}
