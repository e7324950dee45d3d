// The problem of the day, the same for everyone.
import { Card, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DifficultyTag } from '@/components/difficulty-tag';
import { ErrorState, LoadingState } from '@/components/states';
import { formatDate, localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { useDailyChallenge } from '@/api/queries/problems/get-daily-challenge';

export function DailyChallengeCard() {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  const challenge = useDailyChallenge();
  let body;
  if (challenge.isPending) body = <LoadingState />;
  else if (challenge.isError) body = <ErrorState error={challenge.error} title={t('challenge.loadFailed')} onRetry={() => void challenge.refetch()} />;
  else if (challenge.data === null) body = <p className="muted">{t('challenge.none')}</p>;
  else {
    const { problem, date } = challenge.data;
    const status = problem.status ?? 'not_attempted';
    body = (
      <div className="challenge">
        <div className="muted">{formatDate(date, language)}</div>
        <Link to={paths.problem(problem.id)} className="challenge__title">
          {problem.frontend_id}. {localized(problem.title, language)}
        </Link>
        <div className="challenge__tags">
          <DifficultyTag difficulty={problem.difficulty} />
          {problem.category && <Tag multiline minimal>{t(`common:category.${problem.category}`)}</Tag>}
          <Tag multiline minimal intent={status === 'solved' ? 'success' : status === 'attempted' ? 'warning' : 'none'}>
            {t(`common:status.${status}`)}
          </Tag>
        </div>
        <Link to={paths.problem(problem.id)} className="bp6-button bp6-intent-primary challenge__start">
          {t(status === 'solved' ? 'challenge.again' : 'challenge.start')}
        </Link>
      </div>
    );
  }
  return (
    <Card compact className="dash-card daily-challenge">
      <h2 className="dash-card__title">{t('challenge.title')}</h2>
      {body}
    </Card>
  );
}
