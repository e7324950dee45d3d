// GET /progress/strengths-weaknesses: the strongest and weakest categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { progressKeys } from './keys';

export const strengthsWeaknessesQuery = () =>
  queryOptions({
    queryKey: progressKeys.strengthsWeaknesses(),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/strengths-weaknesses', { signal })),
  });

export const useStrengthsWeaknesses = () => useQuery(strengthsWeaknessesQuery());
