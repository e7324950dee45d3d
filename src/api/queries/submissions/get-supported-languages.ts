// GET /submissions/languages/supported: the code languages (ids, display names, Monaco ids) for the problem
// page's language choice and the settings' default language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { submissionKeys } from './keys';

export const supportedLanguagesQuery = () =>
  queryOptions({
    queryKey: submissionKeys.languages(),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/languages/supported', { signal })),
    staleTime: Infinity,
  });

export const useSupportedLanguages = () => useQuery(supportedLanguagesQuery());
