// The last 30 days of scores: the nivo chart loads lazily (not in the first load) and only once its box has come
// on screen (below the fold on most screens, it is then no part of the page's first load at all); a hidden table
// tells screen readers the same thing.
import { lazy, Suspense, type ReactNode } from 'react';
import { Card, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { SCORE_TREND_DEFAULT_DAYS } from '@/lib/constants';
import { formatDate, formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useSizeOnceSeen } from '@/lib/use-size-once-seen';
import type { Schemas } from '@/api/client';
import { useScoreTrend } from '@/api/queries/progress/get-score-trend';
import { scoredDays } from '../plans/plan-logic';

const ScoreTrendChart = lazy(() => import('./score-trend-chart'));

const TREND_INTENT = { improving: Intent.SUCCESS, stable: Intent.NONE, declining: Intent.WARNING } as const;

export function ScoreTrendCard() {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  const trend = useScoreTrend(SCORE_TREND_DEFAULT_DAYS);

  let body;
  if (trend.isPending) body = <LoadingState />;
  else if (trend.isError) body = <ErrorState error={trend.error} title={t('trend.loadFailed')} onRetry={() => void trend.refetch()} />;
  else {
    const days = scoredDays(trend.data.points);
    body =
      days.length === 0 ? (
        <EmptyState icon="timeline-line-chart" title={t('trend.empty')} />
      ) : (
        <>
          <p className="score-trend__summary">
            <Tag multiline minimal intent={TREND_INTENT[trend.data.trend]}>{t(`trend.direction.${trend.data.trend}`)}</Tag>{' '}
            <span className="muted">{t('trend.average', { score: formatNumber(trend.data.average_score, language, 1) })}</span>
          </p>
          <ChartBox points={trend.data.points} />
          <table className="visually-hidden">
            <caption>{t('trend.tableCaption', { days: trend.data.days, direction: t(`trend.direction.${trend.data.trend}`) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trend.columns.date')}</th>
                <th scope="col">{t('trend.columns.score')}</th>
                <th scope="col">{t('trend.columns.submissions')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{formatDate(point.date, language)}</th>
                  <td>{formatNumber(point.average_score ?? 0, language, 1)}</td>
                  <td>{formatNumber(point.submissions, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      );
  }

  return <TrendFrame>{body}</TrendFrame>;
}

/**
 * The chart's box (its height is the stylesheet's, so nothing moves when the chart arrives). nivo's code is
 * fetched, evaluated and rendered once the box is seen, at the size measured then: nivo's own responsive wrapper
 * measures after mounting and renders the whole chart again from a timer, in one long task; here the chart renders
 * in a transition, in slices.
 */
function ChartBox({ points }: { points: Schemas['ScoreTrendPoint'][] }) {
  const { ref, size } = useSizeOnceSeen<HTMLDivElement>();
  return (
    <div ref={ref} className="score-trend__chart" aria-hidden="true" data-testid="score-trend-chart">
      {/* Until it is seen the box stays empty: nothing is loading yet (the table above tells the figures). */}
      {size && size.width > 0 ? (
        <Suspense fallback={<LoadingState />}>
          <ScoreTrendChart points={points} width={size.width} height={size.height} />
        </Suspense>
      ) : null}
    </div>
  );
}

function TrendFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card compact className="dash-card score-trend">
      <h2 className="dash-card__title">{t('trend.title', { days: SCORE_TREND_DEFAULT_DAYS })}</h2>
      {children}
    </Card>
  );
}

/** The card while it waits its turn to render (dashboard-page.tsx): the same frame, loading. */
ScoreTrendCard.Placeholder = function ScoreTrendPlaceholder() {
  return (
    <TrendFrame>
      <LoadingState />
    </TrendFrame>
  );
};
