// GET /auth/me/ai-allowance: what is left today of the learner's daily AI allowance, shown beside the analyse
// button. Every AI call reads it again once it has answered (cancellable-mutation.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { authKeys } from './keys';

export const aiAllowanceQuery = () =>
  queryOptions({
    queryKey: authKeys.aiAllowance(),
    queryFn: ({ signal }) => unwrap(api.GET('/auth/me/ai-allowance', { signal })),
    staleTime: 60_000,
  });

export const useAiAllowance = () => useQuery(aiAllowanceQuery());
