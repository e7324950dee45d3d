import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences';
import { mostSolved } from '../chart-data';
import { CATEGORY_CHART_HEIGHT_PX } from '../progress-constants';
import { useCategoryProgress } from '@/api/queries/progress/get-category-progress';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';
import { SolvedBreakdown } from './solved-breakdown';

export function CategorySection() {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  const query = useCategoryProgress();
  const categoryName = (category: string) => t(`common:category.${category}`, { defaultValue: category });
  const heading = t('categories.heading');
  return (
    <ProgressSection title={heading}>
      <SectionBody
        query={query}
        minHeight={CATEGORY_CHART_HEIGHT_PX}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('categories.emptyTitle'), description: t('categories.emptyDescription') }}
      >
        {({ items }) => {
          const top = mostSolved(items);
          return (
            <SolvedBreakdown
              items={items}
              keyOf={(item) => item.category}
              nameOf={categoryName}
              heading={heading}
              columns={[t('categories.columns.category'), t('categories.columns.solved'), t('categories.columns.attempted'), t('categories.columns.total'), t('categories.columns.averageScore')]}
              summary={t('categories.chartSummary', { count: items.length, top: top ? categoryName(top.category) : '', solved: top?.solved ?? 0 })}
              height={CATEGORY_CHART_HEIGHT_PX}
              horizontal
              marginLeft={language === 'zh' ? 72 : 136}
            />
          );
        }}
      </SectionBody>
    </ProgressSection>
  );
}
