// The tags' names in the interface's language, for every screen that shows tags. Until the names have come (or
// when they cannot), tags show by their English names, as the API sends them.
import { useMemo } from 'react';
import { useTagNamesQuery } from '@/api/queries/problems/list-tag-names';
import type { UiLanguage } from '@/lib/i18n';
import { tagNamesIn, type TagNames } from '@/lib/tag-names';

export function useTagNames(language: UiLanguage): TagNames {
  const { data } = useTagNamesQuery();
  return useMemo(() => tagNamesIn(data?.items ?? [], language), [data, language]);
}
