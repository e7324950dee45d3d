// GET /problems/{id}: one problem's facts (the problem page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { INTERVIEW_POLL_MS } from '../interviews/poll';
import { problemKeys } from './keys';

export const problemQuery = (id: string) =>
  queryOptions({
    queryKey: problemKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/{id}', { params: { path: { id } }, signal })),
    // While the problem is part of a running interview, a session ended elsewhere (given up in another tab, its
    // last problem submitted there) shows here too: asked again on coming back to the tab and now and then.
    refetchOnWindowFocus: (query) => query.state.data?.interview !== undefined,
    refetchInterval: (query) => (query.state.data?.interview ? INTERVIEW_POLL_MS : false),
  });

export const useProblem = (id: string) => useQuery(problemQuery(id));
