// Techniques the user's submissions use and the issues the AI keeps pointing out.
import { Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { codeLanguageName } from '@/lib/code-languages';
import { formatNumber, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useSubmissionPatterns } from '@/api/queries/submissions/get-submission-patterns';

export function PatternsPanel() {
  const { t } = useTranslation('history');
  const { language } = usePreferences();
  const patterns = useSubmissionPatterns();

  let body;
  if (patterns.isPending) body = <LoadingState label={t('patterns.loading')} />;
  else if (patterns.isError)
    body = <ErrorState title={t('patterns.errorTitle')} error={patterns.error} onRetry={() => void patterns.refetch()} />;
  else if (patterns.data.patterns.length === 0 && patterns.data.common_issues.length === 0)
    body = <EmptyState icon="lightbulb" title={t('patterns.emptyTitle')} description={t('patterns.emptyDescription')} />;
  else {
    const data = patterns.data;
    body = (
      <>
        <p className="muted">
          {t('patterns.summary', { count: formatNumber(data.analysed_submissions, language) })}
          {' · '}
          {t('patterns.preferred', { language: codeLanguageName(data.preferred_language) })}
        </p>
        <div className="history-patterns__grid">
          {data.patterns.length > 0 && (
            <div>
              <h3 className="history-section__heading">{t('patterns.techniques')}</h3>
              <HTMLTable compact striped className="history-table" aria-label={t('patterns.techniques')}>
                <thead>
                  <tr>
                    <th scope="col">{t('patterns.pattern')}</th>
                    <th scope="col">{t('patterns.count')}</th>
                    <th scope="col">{t('patterns.averageScore')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.patterns.map((pattern) => (
                    <tr key={pattern.key}>
                      <td>{localized(pattern.name, language)}</td>
                      <td>{formatNumber(pattern.count, language)}</td>
                      <td>{formatNumber(pattern.average_score, language, 2)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
          {data.common_issues.length > 0 && (
            <div>
              <h3 className="history-section__heading">{t('patterns.issues')}</h3>
              <ul className="history-patterns__issues">
                {data.common_issues.map((issue, index) => (
                  <li key={index}>
                    {localized(issue.name, language)}{' '}
                    <Tag multiline minimal round>
                      {t('patterns.issueCount', { count: issue.count })}
                    </Tag>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </>
    );
  }
  return (
    <Card compact>
      <section aria-labelledby="history-patterns-heading" data-testid="history-patterns">
        <h2 id="history-patterns-heading" className="history-section__heading">
          {t('patterns.heading')}
        </h2>
        {body}
      </section>
    </Card>
  );
}
