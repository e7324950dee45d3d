// "Optimise": asks the AI for a better version of a submission and shows what it answers.
import { Button, Callout, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema';
import { useErrorText } from '@/lib/error-text';
import { usePreferences } from '@/lib/preferences';
import { isAbort } from '@/api/errors';
import { OPTIMIZE_SUBMISSION_TIMEOUT_MS, useOptimizeSubmission } from '@/api/queries/submissions/optimize-submission';
import { AiProgress } from '@/components/ai-progress';
import { CodeView } from './code-view';

type CodeLanguage = components['schemas']['CodeLanguage'];

export function OptimizePanel({ submissionId, codeLanguage }: { submissionId: string; codeLanguage: CodeLanguage }) {
  const { t } = useTranslation('history');
  const { language } = usePreferences();
  const describe = useErrorText();
  const optimize = useOptimizeSubmission();
  const run = () => optimize.mutate({ submission_id: submissionId, user_language: language });

  return (
    <section aria-labelledby="history-optimize-heading" className="history-drawer__section">
      <h3 id="history-optimize-heading" className="history-section__heading">
        {t('optimize.heading')}
      </h3>
      {optimize.isIdle && <p className="muted">{t('optimize.intro')}</p>}
      {optimize.isPending ? (
        <AiProgress label={t('optimize.running')} timeoutMs={OPTIMIZE_SUBMISSION_TIMEOUT_MS} onCancel={optimize.cancel} />
      ) : (
        <div className="history-actions">
          <Button
            icon="predictive-analysis"
            intent="primary"
            text={optimize.isSuccess ? t('optimize.again') : t('optimize.start')}
            onClick={run}
          />
        </div>
      )}
      {optimize.isError && !isAbort(optimize.error) && (
        <Callout intent="danger" icon="error" role="alert" style={{ marginTop: 10 }}>
          <p className="history-text">{t('optimize.failed', { message: describe(optimize.error) })}</p>
          <Button size="small" icon="refresh" text={t('optimize.retry')} onClick={run} />
        </Callout>
      )}
      {optimize.isSuccess && (
        <div data-testid="history-optimization" style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 12 }}>
          <div>
            <h4 className="history-section__heading">{t('optimize.expected')}</h4>
            <div className="history-actions">
              <Tag multiline minimal large>{t('optimize.expectedTime', { complexity: optimize.data.expected_time_complexity })}</Tag>
              <Tag multiline minimal large>{t('optimize.expectedSpace', { complexity: optimize.data.expected_space_complexity })}</Tag>
            </div>
          </div>
          {optimize.data.suggestions.length > 0 && (
            <div>
              <h4 className="history-section__heading">{t('optimize.suggestions')}</h4>
              <ul className="history-list">
                {optimize.data.suggestions.map((suggestion, index) => (
                  <li key={index}>{suggestion}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h4 className="history-section__heading">{t('optimize.explanation')}</h4>
            <p className="history-text">{optimize.data.explanation}</p>
          </div>
          <div>
            <h4 className="history-section__heading">{t('optimize.code')}</h4>
            <CodeView code={optimize.data.optimized_code} language={codeLanguage} label={t('optimize.codeLabel')} />
          </div>
        </div>
      )}
    </section>
  );
}
