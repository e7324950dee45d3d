// /history: the user's submissions (filtered, sorted and paged on the server), their statistics and
// patterns, and one submission's detail in a drawer. All list state lives in the URL.
import { useState } from 'react';
import { Button, ButtonGroup, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NoteSearch } from '@/components/note-search';
import { PageFrame } from '@/components/page-frame';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { SCORE_FILTERS } from '@/lib/constants';
import { formatNumber } from '@/lib/format';
import { pageCount } from '@/lib/page-count';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { useSubmissions } from '@/api/queries/submissions/list-submissions';
import { DeleteSubmissionAlert, type DeleteTarget } from './components/delete-submission-alert';
import { PatternsPanel } from './components/patterns-panel';
import { StatsOverview } from './components/stats-overview';
import { SubmissionDrawer } from './components/submission-drawer';
import { SubmissionsTable } from './components/submissions-table';
import { nextSort, PAGE_SIZE, parseHistorySearch, toListQuery, withChange, type HistorySearch } from './history-search';
import './history.css';

export default function HistoryPage() {
  const { t } = useTranslation('history');
  const [params, setParams] = useSearchParams();
  const search = parseHistorySearch(params);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);

  const change = (next: Partial<HistorySearch>, replace = false) => setParams((current) => withChange(current, next), { replace });

  return (
    <PageFrame title={t('title')}>
      <div className="history-page">
        <section aria-labelledby="history-stats-heading">
          <h2 id="history-stats-heading" className="history-section__heading">
            {t('stats.heading')}
          </h2>
          <StatsOverview />
        </section>
        <NoteSearch id="history-note-search" />
        <Card compact>
          <SubmissionsSection search={search} onChange={change} onDelete={setDeleteTarget} />
        </Card>
        <PatternsPanel />
      </div>
      <SubmissionDrawer
        submissionId={search.submissionId}
        onClose={() => change({ submissionId: undefined })}
        onDelete={(submission) => setDeleteTarget(submission)}
      />
      <DeleteSubmissionAlert
        target={deleteTarget}
        onClose={() => setDeleteTarget(null)}
        onDeleted={(id) => {
          if (search.submissionId === id) change({ submissionId: undefined }, true);
        }}
      />
    </PageFrame>
  );
}

interface SubmissionsSectionProps {
  search: HistorySearch;
  onChange: (next: Partial<HistorySearch>) => void;
  onDelete: (target: DeleteTarget) => void;
}

function SubmissionsSection({ search, onChange, onDelete }: SubmissionsSectionProps) {
  const { t } = useTranslation('history');
  const { language } = usePreferences();
  const list = useSubmissions(toListQuery(search));

  let body;
  if (list.isPending) body = <LoadingState label={t('list.loading')} />;
  else if (list.isError) body = <ErrorState title={t('list.errorTitle')} error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && search.minScore !== undefined)
    body = (
      <EmptyState
        icon="filter-remove"
        title={t('list.noMatchTitle')}
        description={t('list.noMatchDescription', { score: search.minScore })}
        action={<Button text={t('list.clearFilter')} onClick={() => onChange({ minScore: undefined })} />}
      />
    );
  else if (list.data.items.length === 0 && search.page > 1)
    body = (
      <EmptyState
        title={t('list.noMatchTitle')}
        action={<Button icon="arrow-left" text={t('list.paging.previous')} onClick={() => onChange({ page: 1 })} />}
      />
    );
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        icon="history"
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
        action={<Link to={paths.problems} className="bp6-button bp6-intent-primary">{t('list.toProblems')}</Link>}
      />
    );
  else {
    // The server's page size may differ from what we asked for; count pages with what it used.
    const pages = pageCount(list.data.total, list.data.page_size || PAGE_SIZE);
    body = (
      <>
        <SubmissionsTable
          items={list.data.items}
          total={list.data.total}
          sortBy={search.sortBy}
          order={search.order}
          onSort={(column) => onChange(nextSort(search, column))}
          onOpen={(item) => onChange({ submissionId: item.submission_id })}
          onDelete={onDelete}
        />
        <Pager
          page={search.page}
          pages={pages}
          onPage={(page) => onChange({ page })}
          summary={t('list.paging.total', { total: formatNumber(list.data.total, language) })}
          busy={list.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="history-list-heading">
      <div className="history-toolbar">
        <h2 id="history-list-heading" className="history-section__heading" style={{ margin: 0 }}>
          {t('list.heading')}
        </h2>
        <div className="history-toolbar__filter">
          <span id="history-score-filter" className="muted">{t('list.filters.score')}</span>
          <ButtonGroup role="group" aria-labelledby="history-score-filter">
            <Button text={t('list.filters.all')} active={search.minScore === undefined} aria-pressed={search.minScore === undefined} onClick={() => onChange({ minScore: undefined })} />
            {SCORE_FILTERS.map((score) => (
              <Button
                key={score}
                text={score === 5 ? t('list.filters.exactly', { score }) : t('list.filters.atLeast', { score })}
                active={search.minScore === score}
                aria-pressed={search.minScore === score}
                onClick={() => onChange({ minScore: score })}
              />
            ))}
          </ButtonGroup>
        </div>
      </div>
      {body}
    </section>
  );
}
