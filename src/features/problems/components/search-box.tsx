// The search text: typed freely, sent ~300 ms after typing stops, and refilled when Back changes the URL.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { MAX_SEARCH_LENGTH } from '../filters';

interface SearchBoxProps {
  value: string;
  onCommit: (q: string) => void;
  searching: boolean;
}

export function SearchBox({ value, onCommit, searching }: SearchBoxProps) {
  const { t } = useTranslation('problems');
  const [text, setText] = useState(value);
  const committed = useRef(value);

  // The URL changed without us (Back, a shared link, "clear filters"): show what it says.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === committed.current) return;
    committed.current = settled;
    onCommit(settled);
    // Only a newly settled text is committed (onCommit changes with every render of the filters).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <SearchField
      id="problems-search"
      className="problems-filters__search"
      label={t('list.filters.search')}
      placeholder={t('list.filters.searchPlaceholder')}
      value={text}
      onChange={setText}
      maxLength={MAX_SEARCH_LENGTH}
      searching={searching}
      searchingLabel={t('list.filters.searching')}
    />
  );
}
