// /problems: the catalogue with filters and search in the URL, paging, random pick, today's challenge and,
// for admins, the LeetCode sync.
import { useCallback, useMemo } from 'react';
import { Button } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/auth/session-instance';
import { NoteSearch } from '@/components/note-search';
import { PageFrame } from '@/components/page-frame';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { formatNumber } from '@/lib/format';
import { pageCount } from '@/lib/page-count';
import { usePreferences } from '@/lib/preferences';
import { useProblems } from '@/api/queries/problems/list-problems';
import { useSearchProblems } from '@/api/queries/problems/search-problems';
import { useSyncLeetcode } from '@/api/queries/problems/sync-leetcode';
import { useStudyList } from '@/api/queries/lists/get-study-list';
import { DailyChallengeCard } from './components/daily-challenge-card';
import { ProblemFiltersBar } from './components/problem-filters';
import { ProblemsTable } from './components/problems-table';
import { RandomProblem } from './components/random-problem';
import { StudyListPanel } from './components/study-list-panel';
import { SyncLeetcodeButton, SyncLeetcodeResult } from './components/sync-leetcode';
import {
  DEFAULT_FILTERS,
  PAGE_SIZES,
  filtersToParams,
  hasActiveFilters,
  isSearching,
  matchesTags,
  parseFilters,
  toggleSort,
  toListQuery,
  toSearchQuery,
  updateFilters,
  type ProblemFilters,
} from './filters';
import './problems.css';

export default function ProblemsPage() {
  const { t } = useTranslation('problems');
  const { language } = usePreferences();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const searching = isSearching(filters);
  const list = useProblems(toListQuery(filters), !searching);
  const search = useSearchProblems(toSearchQuery(filters), searching);
  const sync = useSyncLeetcode();
  const studyList = useStudyList(filters.list);
  const query = searching ? search : list;

  const apply = useCallback(
    (next: ProblemFilters, options?: { replace?: boolean }) => setSearchParams(filtersToParams(next), options),
    [setSearchParams],
  );
  const change = useCallback(
    (partial: Partial<ProblemFilters>, options?: { replace?: boolean }) => apply(updateFilters(filters, partial), options),
    [apply, filters],
  );
  const clear = () => apply({ ...DEFAULT_FILTERS, pageSize: filters.pageSize });

  /** "Problems 51–100 of 3,512". */
  const pageRange = (page: number, pageSize: number, total: number) => {
    const n = (value: number) => formatNumber(value, language);
    const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
    return t('list.paging.range', { from: n(from), to: n(Math.min(page * pageSize, total)), total: n(total) });
  };

  // Search takes no list: its matches are narrowed to the list's problems here (the list's query is the panel's).
  const listSlugs = useMemo(() => (studyList.data ? new Set(studyList.data.items.map((item) => item.slug)) : undefined), [studyList.data]);
  const rows = searching
    ? (search.data?.items ?? []).filter((problem) => matchesTags(problem.tags ?? [], filters.tags) && (!filters.list || !listSlugs || listSlugs.has(problem.slug)))
    : (list.data?.items ?? []);

  let content;
  if (query.isError && !query.isPlaceholderData) {
    content = <ErrorState error={query.error} title={t('list.errorTitle')} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    content = <LoadingState label={t('list.loading')} />;
  } else if (rows.length === 0) {
    content = hasActiveFilters(filters) ? (
      <EmptyState
        icon="search"
        title={t('list.empty.filteredTitle')}
        description={t('list.empty.filteredDescription')}
        action={<Button icon="filter-remove" text={t('list.filters.clear')} onClick={clear} />}
      />
    ) : filters.page > 1 && (list.data?.total ?? 0) > 0 ? (
      <EmptyState
        title={t('list.empty.pastEndTitle')}
        action={<Button icon="double-chevron-left" text={t('list.paging.first')} onClick={() => change({ page: 1 })} />}
      />
    ) : (
      <EmptyState title={t('list.empty.catalogueTitle')} description={t(user?.is_admin ? 'list.empty.catalogueAdmin' : 'list.empty.catalogueDescription')} />
    );
  } else {
    content = (
      <>
        {searching && (
          <p className="muted problems-search-note" aria-live="polite">
            {t('list.searchResult', { shown: formatNumber(rows.length, language), total: formatNumber(search.data?.total ?? 0, language) })}
          </p>
        )}
        <ProblemsTable
          problems={rows}
          busy={query.isFetching && query.isPlaceholderData}
          sort={searching ? undefined : { key: filters.sort, order: filters.order, onSort: (key) => apply(toggleSort(filters, key)) }}
        />
        {!searching && list.data && (
          <Pager
            page={filters.page}
            pages={pageCount(list.data.total, filters.pageSize)}
            onPage={(page) => change({ page })}
            summary={pageRange(filters.page, filters.pageSize, list.data.total)}
            pageSize={{ value: filters.pageSize, options: PAGE_SIZES, onChange: (pageSize) => change({ pageSize }) }}
          />
        )}
      </>
    );
  }

  return (
    <PageFrame
      title={t('common:pages.problems')}
      actions={
        <>
          <RandomProblem />
          {user?.is_admin && <SyncLeetcodeButton sync={sync} />}
        </>
      }
    >
      {user?.is_admin && <SyncLeetcodeResult sync={sync} />}
      <DailyChallengeCard />
      <NoteSearch id="problems-note-search" />
      <ProblemFiltersBar filters={filters} onChange={change} onClear={clear} searching={searching && search.isFetching} />
      {filters.list && <StudyListPanel listId={filters.list} isAdmin={Boolean(user?.is_admin)} sync={sync} />}
      {content}
    </PageFrame>
  );
}
