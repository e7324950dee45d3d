// Today's challenge, the same problem for everyone, linking to its page.
import { Button, Card, Icon, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DifficultyTag } from '@/components/difficulty-tag';
import { useErrorText } from '@/lib/error-text';
import { formatDate, localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { useDailyChallenge } from '@/api/queries/problems/get-daily-challenge';
import { StatusIcon } from './status-icon';

export function DailyChallengeCard() {
  const { t } = useTranslation('problems');
  const { language } = usePreferences();
  const describe = useErrorText();
  const daily = useDailyChallenge();

  let body;
  if (daily.isPending) {
    body = (
      <div className="daily-card__line" role="status">
        <Spinner size={16} aria-hidden />
        <span className="muted">{t('daily.loading')}</span>
      </div>
    );
  } else if (daily.isError) {
    body = (
      <div className="daily-card__line" role="alert">
        <span className="muted">{t('daily.failed', { message: describe(daily.error) })}</span>
        <Button size="small" variant="minimal" icon="refresh" text={t('common:actions.retry')} onClick={() => void daily.refetch()} />
      </div>
    );
  } else if (daily.data === null) {
    body = (
      <div className="daily-card__line">
        <span className="muted">{t('daily.none')}</span>
      </div>
    );
  } else {
    const { problem, date } = daily.data;
    body = (
      <div className="daily-card__line">
        <StatusIcon status={problem.status} />
        <Link to={paths.problem(problem.id)} className="daily-card__link">
          {t('daily.problem', { number: problem.frontend_id, title: localized(problem.title, language) })}
        </Link>
        <DifficultyTag difficulty={problem.difficulty} />
        <span className="muted">{formatDate(date, language)}</span>
      </div>
    );
  }

  return (
    <Card compact className="daily-card" aria-labelledby="daily-card-title">
      <h2 id="daily-card-title" className="daily-card__title">
        <Icon icon="calendar" aria-hidden /> {t('daily.title')}
      </h2>
      {body}
    </Card>
  );
}
