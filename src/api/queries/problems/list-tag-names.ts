// GET /problems/tags: every topic tag's name in both languages, so tags show (and are typed in the filter) in the
// learner's language. Under problemKeys.all: a LeetCode sync, which writes the site's names, makes it stale.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './keys';

export const tagNamesQuery = () =>
  queryOptions({
    queryKey: problemKeys.tagNames(),
    queryFn: ({ signal }) => unwrap(api.GET('/problems/tags', { signal })),
    // The names change only with a sync.
    staleTime: 60 * 60 * 1000,
  });

export const useTagNamesQuery = () => useQuery(tagNamesQuery());
