import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './problem-keys';

export const syncLeetcode = () => unwrap(api.POST('/problems/sync/leetcode'));

/** Admin only: pulls LeetCode's changes, then every cached list and search is stale. */
export function useSyncLeetcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLeetcode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}
