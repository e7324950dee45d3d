// A submission's detail in a drawer: its code (read-only), the whole analysis, "optimise" and delete.
import { Button, Position } from '@blueprintjs/core';
import { AppDrawer } from '@/components/app-drawer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/schema';
import { ComplexityClaims, RoughEstimateNote } from '@/components/complexity-notes';
import { ReviewSummary } from '@/components/review-summary';
import { ScoreTag } from '@/components/score-tag';
import { ErrorState, LoadingState } from '@/components/states';
import { codeLanguageName } from '@/lib/code-languages';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { useSubmission } from '@/api/queries/submissions/get-submission';
import { CodeView } from './code-view';
import { OptimizePanel } from './optimize-panel';
import { problemLabel } from './submissions-table';

type Submission = components['schemas']['Submission'];

interface SubmissionDrawerProps {
  submissionId: string | undefined;
  onClose: () => void;
  onDelete: (submission: Submission) => void;
}

export function SubmissionDrawer({ submissionId, onClose, onDelete }: SubmissionDrawerProps) {
  const { t } = useTranslation('history');
  return (
    <AppDrawer
      isOpen={submissionId !== undefined}
      onClose={onClose}
      position={Position.RIGHT}
      size="min(760px, 100vw)"
      title={t('detail.label')}
      icon="document"
    >
      {submissionId && <SubmissionDetail key={submissionId} submissionId={submissionId} onDelete={onDelete} />}
    </AppDrawer>
  );
}

function SubmissionDetail({ submissionId, onDelete }: { submissionId: string; onDelete: (submission: Submission) => void }) {
  const { t } = useTranslation('history');
  const { language } = usePreferences();
  const submission = useSubmission(submissionId);

  if (submission.isPending)
    return (
      <div className="history-drawer__body">
        <LoadingState label={t('detail.loading')} />
      </div>
    );
  if (submission.isError)
    return (
      <div className="history-drawer__body">
        <ErrorState title={t('detail.errorTitle')} error={submission.error} onRetry={() => void submission.refetch()} />
      </div>
    );

  const data = submission.data;
  const title = problemLabel(data.problem, language);
  return (
    <div className="history-drawer__body" data-testid="history-detail">
      <div className="history-actions" style={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <h3 style={{ margin: 0 }}>
          <Link to={paths.problem(data.problem.id)} title={t('detail.openProblem')}>
            {title}
          </Link>
        </h3>
        <Button intent="danger" variant="outlined" icon="trash" text={t('detail.delete')} onClick={() => onDelete(data)} />
      </div>
      <dl className="history-meta">
        <dt>{t('detail.language')}</dt>
        <dd>{codeLanguageName(data.language)}</dd>
        <dt>{t('detail.score')}</dt>
        <dd>
          <ScoreTag score={data.score} />
        </dd>
        <dt>{t('detail.time')}</dt>
        <dd className="history-table__complexity">{data.time_complexity}</dd>
        <dt>{t('detail.space')}</dt>
        <dd className="history-table__complexity">{data.space_complexity}</dd>
        <dt>{t('detail.submittedAt')}</dt>
        <dd>
          <time dateTime={data.submitted_at}>{formatDateTime(data.submitted_at, language)}</time>
        </dd>
        {data.review && (
          <>
            <dt>{t('list.columns.howItWent')}</dt>
            <dd data-testid="history-detail-review">
              <ReviewSummary review={data.review} />
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="history-code-heading">
        <h3 id="history-code-heading" className="history-section__heading">
          {t('detail.code')}
        </h3>
        <CodeView code={data.code} language={data.language} label={t('detail.codeLabel')} />
      </section>
      <section aria-labelledby="history-analysis-heading">
        <h3 id="history-analysis-heading" className="history-section__heading">
          {t('detail.analysis')}
        </h3>
        <RoughEstimateNote estimate={data.estimate} />
        <ComplexityClaims claims={data.complexity_claims} />
        <h4 className="history-section__heading">{t('detail.feedback')}</h4>
        <p className="history-text" data-testid="history-feedback">
          {data.feedback}
        </p>
        <h4 className="history-section__heading" style={{ marginTop: 12 }}>
          {t('detail.suggestions')}
        </h4>
        {data.optimization_suggestions.length === 0 ? (
          <p className="muted">{t('detail.noSuggestions')}</p>
        ) : (
          <ul className="history-list">
            {data.optimization_suggestions.map((suggestion, index) => (
              <li key={index}>{suggestion}</li>
            ))}
          </ul>
        )}
      </section>
      <OptimizePanel submissionId={data.submission_id} codeLanguage={data.language} />
    </div>
  );
}
