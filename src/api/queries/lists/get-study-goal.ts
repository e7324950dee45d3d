// GET /lists/goal: the learner's list, finish date and minutes, and the projection (null without a goal).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listKeys } from './keys';

export const studyGoalQuery = () =>
  queryOptions({
    queryKey: listKeys.goal(),
    queryFn: ({ signal }) => unwrap(api.GET('/lists/goal', { signal })),
  });

export const useStudyGoal = () => useQuery(studyGoalQuery());
