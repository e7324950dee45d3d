import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { formatNumber, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useStrengthsWeaknesses } from '@/api/queries/progress/get-strengths-weaknesses';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';

function CategoryList({ title, items, intent }: { title: string; items: Schemas['CategoryPerformance'][]; intent: 'success' | 'warning' }) {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  return (
    <div className="progress-sw__column">
      <h3 className="progress-sw__title">{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{t('strengths.none')}</p>
      ) : (
        <ul className="progress-sw__list" aria-label={title}>
          {items.map((item) => (
            <li key={item.category}>
              <Tag multiline intent={intent} minimal round>
                {t(`common:category.${item.category}`, { defaultValue: item.category })}
              </Tag>
              <span className="muted">
                {t('strengths.item', { score: formatNumber(item.average_score, language, 1), solved: formatNumber(item.solved, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StrengthsSection() {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  const query = useStrengthsWeaknesses();
  return (
    <ProgressSection title={t('strengths.heading')}>
      <SectionBody
        query={query}
        isEmpty={(data) => data.strengths.length + data.weaknesses.length + data.recommendations.length === 0}
        empty={{ title: t('strengths.emptyTitle'), description: t('strengths.emptyDescription') }}
      >
        {(data) => (
          <>
            {data.strengths.length + data.weaknesses.length > 0 && (
              <div className="progress-sw">
                <CategoryList title={t('strengths.strengths')} items={data.strengths} intent="success" />
                <CategoryList title={t('strengths.weaknesses')} items={data.weaknesses} intent="warning" />
              </div>
            )}
            {data.recommendations.length > 0 && (
              <>
                <h3 className="progress-sw__title">{t('strengths.recommendations')}</h3>
                <ul className="progress-sw__recommendations" aria-label={t('strengths.recommendations')}>
                  {data.recommendations.map((recommendation, index) => (
                    <li key={index}>{localized(recommendation, language)}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </SectionBody>
    </ProgressSection>
  );
}
