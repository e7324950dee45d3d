// GET /plans/today. "No plan yet" is not a failure: 404 `plan_not_found` becomes `null`, so the page offers the
// generator.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrapOrNone, type Schemas } from '@/api/client';
import { progressKeys } from '../progress/keys';
import { planKeys } from './keys';

export const todayPlanQuery = () =>
  queryOptions({
    queryKey: planKeys.today(),
    queryFn: ({ signal }) => unwrapOrNone(api.GET('/plans/today', { signal }), ['plan_not_found']),
  });

export const useTodayPlan = () => useQuery(todayPlanQuery());

/**
 * A plan the server just answered with (generated, or with a problem marked done) is today's plan; the
 * dashboard's figures and the plan history no longer hold.
 */
export function adoptTodayPlan(client: QueryClient, plan: Schemas['Plan']) {
  client.setQueryData(planKeys.today(), plan);
  void client.invalidateQueries({ queryKey: progressKeys.dashboard() });
  void client.invalidateQueries({ queryKey: planKeys.lists() });
}
