// Difficulty, category, status and tag filters plus the search box; every change goes to the URL.
import { Button, FormGroup, HTMLSelect, TagInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useTagNames } from '@/components/use-tag-names';
import { DIFFICULTIES } from '@/lib/constants';
import { localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useStudyLists } from '@/api/queries/lists/list-study-lists';
import {
  CATEGORIES,
  MAX_TAGS,
  STATUSES,
  hasActiveFilters,
  normaliseTags,
  type ProblemFilters,
} from '../filters';
import { SearchBox } from './search-box';

interface ProblemFiltersBarProps {
  filters: ProblemFilters;
  onChange: (change: Partial<ProblemFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  searching: boolean;
}

export function ProblemFiltersBar({ filters, onChange, onClear, searching }: ProblemFiltersBarProps) {
  const { t } = useTranslation('problems');
  const { language } = usePreferences();
  // Tags are shown, suggested and typed in the interface's language; the URL and the server keep English names.
  const tagNames = useTagNames(language);
  const studyLists = useStudyLists();
  const any = t('list.filters.any');

  return (
    <div className="problems-filters" role="search" aria-label={t('list.filters.label')}>
      <SearchBox
        value={filters.q}
        searching={searching}
        // Refining a search replaces the history entry; starting or ending one adds an entry, so Back works.
        onCommit={(q) => onChange({ q }, { replace: Boolean(q && filters.q) })}
      />
      <FormGroup label={t('list.filters.list')} labelFor="problems-list">
        <HTMLSelect id="problems-list" value={filters.list ?? ''} onChange={(event) => onChange({ list: event.target.value || undefined })}>
          <option value="">{t('list.filters.anyList')}</option>
          {(studyLists.data?.items ?? []).map((list) => (
            <option key={list.id} value={list.id}>{localized(list.name, language)}</option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('list.filters.difficulty')} labelFor="problems-difficulty">
        <HTMLSelect
          id="problems-difficulty"
          value={filters.difficulty ?? ''}
          onChange={(event) => onChange({ difficulty: (event.target.value || undefined) as ProblemFilters['difficulty'] })}
        >
          <option value="">{any}</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>{t(`common:difficulty.${d}`)}</option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('list.filters.category')} labelFor="problems-category">
        <HTMLSelect
          id="problems-category"
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: (event.target.value || undefined) as ProblemFilters['category'] })}
        >
          <option value="">{any}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>{t(`common:category.${c}`)}</option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('list.filters.status')} labelFor="problems-status">
        <HTMLSelect
          id="problems-status"
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as ProblemFilters['status'] })}
        >
          <option value="">{any}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>{t(`common:status.${s}`)}</option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        label={t('list.filters.tags')}
        labelFor="problems-tags"
        helperText={filters.tags.length >= MAX_TAGS ? t('list.filters.tagsMax', { max: MAX_TAGS }) : undefined}
        className="problems-filters__tags"
      >
        <TagInput
          inputProps={{ id: 'problems-tags', list: 'problems-tag-names' }}
          values={filters.tags.map(tagNames.label)}
          placeholder={filters.tags.length ? undefined : t('list.filters.tagsPlaceholder')}
          addOnBlur
          onChange={(values) => onChange({ tags: normaliseTags(values.map((value) => tagNames.canonical(String(value)))) })}
          tagProps={{ minimal: true }}
          disabled={false}
        />
        <datalist id="problems-tag-names">
          {tagNames.suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FormGroup>
      {hasActiveFilters(filters) && (
        <Button className="problems-filters__clear" variant="minimal" icon="filter-remove" text={t('list.filters.clear')} onClick={onClear} />
      )}
    </div>
  );
}
