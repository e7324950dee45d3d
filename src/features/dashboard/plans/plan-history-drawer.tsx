// Past plans with their completion, newest day first, a page at a time (GET /plans).
import { useState } from 'react';
import { HTMLTable, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { AppDrawer } from '@/components/app-drawer';
import { Pager } from '@/components/pager';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { formatDate, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { PLAN_HISTORY_PAGE_SIZE, usePlans } from '@/api/queries/plans/list-plans';
import { pageCount } from '@/lib/page-count';
import { planCompletion } from './plan-logic';

export function PlanHistoryDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <AppDrawer isOpen={isOpen} onClose={onClose} title={t('history.title')} icon="history" size="min(720px, 100%)" className="plan-history">
      <div className="plan-history__body">{isOpen && <PlanHistory />}</div>
    </AppDrawer>
  );
}

function PlanHistory() {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  const [page, setPage] = useState(1);
  const plans = usePlans(page);

  if (plans.isPending) return <LoadingState label={t('history.loading')} />;
  if (plans.isError) return <ErrorState error={plans.error} title={t('history.loadFailed')} onRetry={() => void plans.refetch()} />;
  const { items, total, page_size } = plans.data;
  if (total === 0 || items.length === 0) return <EmptyState icon="calendar" title={t('history.empty.title')} description={t('history.empty.description')} />;
  const pages = pageCount(total, page_size || PLAN_HISTORY_PAGE_SIZE);

  return (
    <>
      <HTMLTable className="plan-history__table" striped compact>
        <caption className="visually-hidden">{t('history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.columns.date')}</th>
            <th scope="col">{t('history.columns.mode')}</th>
            <th scope="col">{t('history.columns.problems')}</th>
            <th scope="col">{t('history.columns.completion')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((plan) => {
            const problems = [...plan.new_problems, ...plan.review_problems];
            return (
              <tr key={plan.id}>
                <th scope="row" className="plan-history__date">
                  {formatDate(plan.target_date, language)}
                  <div className="muted plan-history__minutes">{t('plan.minutes', { minutes: plan.available_minutes })}</div>
                </th>
                <td>
                  <Tag multiline minimal intent={plan.mode === 'smart' ? Intent.PRIMARY : Intent.NONE}>
                    {t(`plan.mode.${plan.mode}`)}
                  </Tag>
                </td>
                <td className="plan-history__problems">
                  {problems.map((problem) => (
                    <div key={problem.id} className={problem.completed ? 'plan-history__problem--done' : undefined}>
                      <span aria-hidden="true">{problem.completed ? '✓ ' : '○ '}</span>
                      {localized(problem.title, language)}
                      <span className="visually-hidden"> ({t(problem.completed ? 'history.problemDone' : 'history.problemOpen')})</span>
                    </div>
                  ))}
                </td>
                <td className="plan-history__completion">
                  <span>{t('plan.progress', { completed: plan.completed_count, total: plan.total_count })}</span>
                  <ProgressBar
                    value={planCompletion(plan)}
                    animate={false}
                    stripes={false}
                    intent={planCompletion(plan) >= 1 ? Intent.SUCCESS : Intent.PRIMARY}
                    aria-label={t('plan.progressLabel')}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Pager page={page} pages={pages} onPage={setPage} label={t('history.pager')} busy={plans.isFetching} />
    </>
  );
}
