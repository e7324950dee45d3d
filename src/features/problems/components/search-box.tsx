// The search text: typed freely, sent ~300 ms after typing stops, and refilled when Back changes the URL.
import { useEffect, useRef, useState } from 'react';
import { FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '../filters';

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

  useEffect(() => {
    const next = text.trim();
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      onCommit(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onCommit]);

  return (
    <FormGroup label={t('list.filters.search')} labelFor="problems-search" className="problems-filters__search">
      <InputGroup
        id="problems-search"
        type="search"
        leftIcon="search"
        placeholder={t('list.filters.searchPlaceholder')}
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => setText(event.target.value)}
        rightElement={searching ? <Spinner size={16} aria-label={t('list.filters.searching')} className="problems-filters__spinner" /> : undefined}
      />
    </FormGroup>
  );
}
