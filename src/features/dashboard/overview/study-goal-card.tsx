// The learner's study list goal on the dashboard: progress on the list, the projected finish against the finish
// date, and, when days were skipped, how far that moved the projection.
import { Callout, Card, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/states';
import { formatDate, formatNumber, localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { useStudyGoal } from '@/api/queries/lists/get-study-goal';

export function StudyGoalCard() {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  const query = useStudyGoal();
  const n = (value: number) => formatNumber(value, language);
  let body;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState error={query.error} title={t('goal.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data.goal === null) {
    body = (
      <>
        <p className="muted">{t('goal.none')}</p>
        <Link to={paths.problems} className="bp6-button">{t('goal.pick')}</Link>
      </>
    );
  } else {
    const goal = query.data.goal;
    const { list } = goal;
    body = (
      <div className="study-goal">
        <Link to={`${paths.problems}?list=${list.id}`} className="study-goal__name">{localized(list.name, language)}</Link>
        <div className="study-goal__progress">
          <ProgressBar value={list.total ? list.solved / list.total : 0} intent={Intent.SUCCESS} stripes={false} aria-hidden />
          <span>{t('goal.progress', { solved: n(list.solved), total: n(list.total) })}</span>
        </div>
        {goal.remaining === 0 ? (
          <p className="study-goal__done">{t('goal.done')}</p>
        ) : (
          <>
            <p className="study-goal__dates">
              <strong>{t('goal.projected', { date: formatDate(goal.projected_finish, language) })}</strong>
              <Tag multiline minimal intent={goal.on_track ? Intent.SUCCESS : Intent.WARNING}>{t(goal.on_track ? 'goal.onTrack' : 'goal.behind')}</Tag>
            </p>
            <p className="muted">
              {t('goal.finishBy', { date: formatDate(goal.finish_date, language) })} · {t('goal.pace', { count: goal.new_per_day, minutes: goal.daily_minutes })}
            </p>
            {!goal.on_track && <p>{t('goal.needed', { count: goal.needed_per_day })}</p>}
          </>
        )}
        {goal.days_moved > 0 && goal.skipped_days > 0 && (
          <Callout intent={Intent.WARNING} icon="time" className="study-goal__moved" role="status">
            {t('goal.moved', { days: goal.days_moved, skipped: goal.skipped_days, since: formatDate(goal.started_on, language) })}
          </Callout>
        )}
        {goal.days_moved < 0 && <p className="muted">{t('goal.ahead', { days: -goal.days_moved })}</p>}
        {goal.missing > 0 && <p className="muted">{t('goal.missing', { count: goal.missing })}</p>}
      </div>
    );
  }
  return (
    <Card compact className="dash-card study-goal-card">
      <h2 className="dash-card__title">{t('goal.title')}</h2>
      {body}
    </Card>
  );
}
