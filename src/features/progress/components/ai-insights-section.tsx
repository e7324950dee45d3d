// AI insights on demand: a button starts the (up to 60 s) call, a progress bar with elapsed seconds and a
// cancel button show while it runs, and a failure says why and offers a retry.
import { Button, Callout, Intent, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { isAbort } from '@/api/errors';
import { DifficultyTag } from '@/components/difficulty-tag';
import { useErrorText } from '@/lib/error-text';
import { formatDateTime, localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { AI_INSIGHTS_TIMEOUT_MS, useAiInsights } from '@/api/queries/progress/get-ai-insights';
import { AiProgress } from '@/components/ai-progress';
import { ProgressSection } from './progress-section';

type Insight = Schemas['AiInsight'];

const KIND_INTENT: Record<Insight['kind'], Intent> = { strength: Intent.SUCCESS, weakness: Intent.WARNING, habit: Intent.PRIMARY, suggestion: Intent.NONE };

function InsightsResult({ data }: { data: Schemas['AiInsights'] }) {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  return (
    <div className="progress-ai__result" data-testid="ai-insights">
      <p className="muted">{t('ai.generatedAt', { time: formatDateTime(data.generated_at, language) })}</p>
      <h3 className="progress-sw__title">{t('ai.summary')}</h3>
      <p className="progress-ai__summary">{data.summary}</p>
      <h3 className="progress-sw__title">{t('ai.insights')}</h3>
      {data.insights.length === 0 ? (
        <p className="muted">{t('ai.noInsights')}</p>
      ) : (
        <ul className="progress-ai__insights">
          {data.insights.map((insight, index) => (
            <li key={index}>
              <div className="progress-ai__insight-title">
                <Tag multiline intent={KIND_INTENT[insight.kind]} minimal round>
                  {t(`ai.kind.${insight.kind}`)}
                </Tag>
                <strong>{insight.title}</strong>
              </div>
              <p>{insight.detail}</p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="progress-sw__title">{t('ai.recommended')}</h3>
      {data.recommended_problems.length === 0 ? (
        <p className="muted">{t('ai.noProblems')}</p>
      ) : (
        <ul className="progress-ai__problems">
          {data.recommended_problems.map((problem) => (
            <li key={problem.id}>
              <Link to={paths.problem(problem.id)}>
                {problem.frontend_id}. {localized(problem.title, language)}
              </Link>{' '}
              <DifficultyTag difficulty={problem.difficulty} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AiInsightsSection() {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  const describe = useErrorText();
  const insights = useAiInsights();
  const ask = () => insights.mutate(language);

  let body;
  if (insights.isPending) {
    body = <AiProgress label={t('ai.running')} timeoutMs={AI_INSIGHTS_TIMEOUT_MS} onCancel={insights.cancel} />;
  } else if (insights.isError && !isAbort(insights.error)) {
    body = (
      <Callout intent={Intent.DANGER} title={t('ai.failedTitle')} role="alert" className="progress-ai__error">
        <p>{describe(insights.error)}</p>
        <Button icon="refresh" text={t('ai.retry')} onClick={ask} />
      </Callout>
    );
  } else if (insights.isSuccess) {
    body = <InsightsResult data={insights.data} />;
  } else {
    body = <p className="muted">{t('ai.intro')}</p>;
  }

  const action =
    insights.isIdle || insights.isSuccess ? (
      <Button intent={Intent.PRIMARY} icon="predictive-analysis" text={insights.isSuccess ? t('ai.again') : t('ai.ask')} onClick={ask} />
    ) : undefined;
  return (
    <ProgressSection title={t('ai.heading')} actions={action} className="progress-section--wide">
      {body}
    </ProgressSection>
  );
}
