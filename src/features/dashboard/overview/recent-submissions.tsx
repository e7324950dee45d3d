// The latest submissions from the dashboard payload, each opening its analysis in the history.
import { Card, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { EmptyState } from '@/components/states';
import { ScoreTag } from '@/components/score-tag';
import { codeLanguageName } from '@/lib/code-languages';
import { formatDateTime, formatRelative, localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';

export function RecentSubmissions({ submissions }: { submissions: Schemas['SubmissionSummary'][] }) {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  return (
    <Card compact className="dash-card recent-submissions">
      <h2 className="dash-card__title">{t('recent.title')}</h2>
      {submissions.length === 0 ? (
        <EmptyState
          icon="code"
          title={t('recent.empty.title')}
          description={t('recent.empty.description')}
          action={<Link to={paths.problems}>{t('recent.empty.action')}</Link>}
        />
      ) : (
        <ul className="recent-submissions__list">
          {submissions.map((submission) => (
            <li key={submission.submission_id} className="recent-submission">
              <Link to={paths.submission(submission.submission_id)} className="recent-submission__title">
                {submission.problem.frontend_id}. {localized(submission.problem.title, language)}
              </Link>
              <ScoreTag score={submission.score} />
              <Tag multiline minimal>{codeLanguageName(submission.language)}</Tag>
              <time dateTime={submission.submitted_at} title={formatDateTime(submission.submitted_at, language)} className="muted recent-submission__time">
                {formatRelative(submission.submitted_at, language)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {submissions.length > 0 && (
        <Link to={paths.history} className="recent-submissions__all">
          {t('recent.all')}
        </Link>
      )}
    </Card>
  );
}
