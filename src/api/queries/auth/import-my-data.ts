// POST /auth/me/import: merges an export into the learner's data. Everything the learner sees may have changed
// (history, progress, plans, notes, settings), so every cached query is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { LearnerExport } from './preview-import';

export const importMyData = (body: LearnerExport) => unwrap(api.POST('/auth/me/import', { body }));

export function useImportMyData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importMyData, onSuccess: () => queryClient.invalidateQueries() });
}
