// POST /problems/sync/leetcode (admins): pulls LeetCode's changes, after which everything of the catalogue is stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './keys';

export const syncLeetcode = () => unwrap(api.POST('/problems/sync/leetcode'));

export function useSyncLeetcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLeetcode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}
