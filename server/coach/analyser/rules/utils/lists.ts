/** Which operation records act on a dynamic array or list (shared by the rules about work at a list's front). */
import type { OperationRecord } from '../../complexity/time.ts';
import type { Program } from '../../model/program.ts';

/**
 * The operation acts on an array or list: known to be one, or of unknown kind outside C++ (whose front operations
 * — `pop_front`, `push_front`, `erase(begin())` — exist on deques and lists, so an unknown receiver is no array).
 */
export function onArrayList(program: Program, op: OperationRecord): boolean {
  return op.kind === 'list' || op.kind === 'array' || (op.kind === null && program.language !== 'cpp');
}
