// POST /auth/me/import/leetcode: the learner's accepted LeetCode submissions from a history file. History,
// progress and reviews all change, so every cached query is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export const importLeetCodeHistory = (body: Schemas['LeetCodeHistory']) => unwrap(api.POST('/auth/me/import/leetcode', { body }));

export function useImportLeetCodeHistory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importLeetCodeHistory, onSuccess: () => queryClient.invalidateQueries() });
}
