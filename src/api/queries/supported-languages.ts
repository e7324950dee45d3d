// GET /submissions/languages/supported: the code languages (ids, display names, Monaco ids) for the problem
// page's language choice and the settings' default language; one query, so both share its cached answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const supportedLanguagesQuery = () =>
  queryOptions({
    queryKey: ['supported-languages'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/languages/supported', { signal })),
    staleTime: Infinity,
  });

export const useSupportedLanguages = () => useQuery(supportedLanguagesQuery());
