// "Search my notes", offered by the problem list and the history: the learner's own notes containing the words
// typed (sent ~300 ms after typing stops), each with its problem; a note back for review stays folded here too.
import { useState } from 'react';
import { Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SearchField } from '@/components/search-field';
import { ErrorState } from '@/components/states';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchNotes } from '@/api/queries/problems/search-notes';

/** The contract's limit of `q`. */
const MAX_NOTE_QUERY = 100;

export function NoteSearch({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const { language } = usePreferences();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useSearchNotes(q);
  let results = null;
  if (q && query.isError) results = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (q && query.data) {
    results =
      query.data.items.length === 0 ? (
        <p className="muted">{t('notes.none', { q })}</p>
      ) : (
        <ul className="note-search__hits" aria-label={t('notes.results', { count: query.data.total })}>
          {query.data.items.map((hit) => (
            <li key={hit.problem.id}>
              <Link to={paths.problem(hit.problem.id)}>{`${hit.problem.frontend_id}. ${localized(hit.problem.title, language)}`}</Link>
              <span className={hit.folded ? 'muted note-search__snippet' : 'note-search__snippet'}>{hit.folded ? t('notes.folded') : hit.snippet}</span>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <Card compact className="note-search" role="search" aria-labelledby={`${id}-heading`}>
      <H2 id={`${id}-heading`} className="note-search__heading">
        {t('notes.heading')}
      </H2>
      <SearchField
        id={id}
        label={t('notes.label')}
        placeholder={t('notes.placeholder')}
        value={text}
        onChange={setText}
        maxLength={MAX_NOTE_QUERY}
        searching={q.length > 0 && query.isFetching}
        searchingLabel={t('notes.searching')}
      />
      {results}
    </Card>
  );
}
