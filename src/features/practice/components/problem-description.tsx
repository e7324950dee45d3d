// The problem statement: server HTML, shown only after DOMPurify removed scripts, handlers and javascript: links.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/states';
import { localized } from '@/lib/format';
import type { UiLanguage } from '@/lib/i18n';
import { useProblemDescription } from '@/api/queries/problems/get-problem-description';
import { sanitizeDescription } from '../sanitize';

export function ProblemDescription({ problemId, language }: { problemId: string; language: UiLanguage }) {
  const { t } = useTranslation('practice');
  const query = useProblemDescription(problemId);
  const html = useMemo(
    () => (query.data ? sanitizeDescription(localized(query.data.description, language)) : ''),
    [query.data, language],
  );
  if (query.isPending) return <LoadingState label={t('description.loading')} />;
  if (query.isError) return <ErrorState error={query.error} title={t('description.error')} onRetry={() => void query.refetch()} />;
  return (
    <section aria-label={t('description.label')}>
      {/* Sanitised by DOMPurify just above. */}
      <div className="problem-description" data-testid="problem-description" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
