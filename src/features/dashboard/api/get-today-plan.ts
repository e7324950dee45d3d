import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { isApiError } from '@/api/errors';
import { planKeys } from './keys';

/** "No plan yet" is not a failure: 404 `plan_not_found` becomes `null` so the page offers the generator. */
export const todayPlanQuery = () =>
  queryOptions({
    queryKey: planKeys.today(),
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(api.GET('/plans/today', { signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 404 && (error.code === 'plan_not_found' || !error.code)) return null;
        throw error;
      }
    },
  });

export const useTodayPlan = () => useQuery(todayPlanQuery());
