import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { DifficultyTag } from '@/components/difficulty-tag';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { DIFFICULTIES } from '@/lib/constants';
import { useProgressOverview } from '@/api/queries/progress/get-progress-overview';
import { ProgressSection } from './progress-section';

export function OverviewSection() {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  const query = useProgressOverview();
  const number = (value: number, digits = 0) => formatNumber(value, language, digits);
  let body;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.total_submissions === 0)
    body = <EmptyState icon="timeline-line-chart" title={t('overview.emptyTitle')} description={t('overview.emptyDescription')} />;
  else {
    const data = query.data;
    const figures = [
      { key: 'solved', label: t('overview.totalSolved'), value: number(data.total_solved), hint: t('overview.solvedOfTotal', { total: number(data.total_problems) }) },
      { key: 'attempted', label: t('overview.totalAttempted'), value: number(data.total_attempted) },
      { key: 'submissions', label: t('overview.totalSubmissions'), value: number(data.total_submissions) },
      { key: 'average', label: t('overview.averageScore'), value: number(data.average_score, 1), hint: t('overview.outOfFive') },
      { key: 'streak', label: t('overview.currentStreak'), value: t('overview.days', { count: data.current_streak_days }) },
      { key: 'longest', label: t('overview.longestStreak'), value: t('overview.days', { count: data.longest_streak_days }) },
    ];
    body = (
      <>
        <dl className="progress-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="progress-figure" data-testid={`overview-${figure.key}`}>
              <dt>{figure.label}</dt>
              <dd>
                <span className="progress-figure__value">{figure.value}</span>
                {figure.hint && <span className="progress-figure__hint">{figure.hint}</span>}
              </dd>
            </div>
          ))}
        </dl>
        <div className="progress-by-difficulty">
          <span className="muted">{t('overview.solvedByDifficulty')}</span>
          {DIFFICULTIES.map((difficulty) => (
            <span key={difficulty} className="progress-by-difficulty__item">
              <DifficultyTag difficulty={difficulty} /> {number(data.solved_by_difficulty[difficulty])}
            </span>
          ))}
        </div>
      </>
    );
  }
  return <ProgressSection title={t('overview.heading')} className="progress-section--wide">{body}</ProgressSection>;
}
