// GET /progress/practice-calendar: the days of the last year the learner practised on, in their time zone (the
// progress page's heatmap).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { progressKeys } from './keys';

export const practiceCalendarQuery = () =>
  queryOptions({
    queryKey: progressKeys.practiceCalendar(),
    queryFn: ({ signal }) => unwrap(api.GET('/progress/practice-calendar', { signal })),
  });

export const usePracticeCalendar = () => useQuery(practiceCalendarQuery());
