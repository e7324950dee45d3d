// GET /submissions/languages/supported: display names for the default-language choice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const supportedLanguagesQuery = () =>
  queryOptions({
    queryKey: ['submissions', 'languages', 'supported'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/languages/supported', { signal })),
    staleTime: Infinity,
  });

export const useSupportedLanguages = () => useQuery(supportedLanguagesQuery());
