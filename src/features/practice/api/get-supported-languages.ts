import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { practiceKeys } from './keys';

export const supportedLanguagesQuery = () =>
  queryOptions({
    queryKey: practiceKeys.languages(),
    queryFn: ({ signal }) => unwrap(api.GET('/submissions/languages/supported', { signal })),
    staleTime: Infinity,
  });

export const useSupportedLanguages = () => useQuery(supportedLanguagesQuery());
