import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { SERIES_COLOURS } from '@/lib/chart-theme';
import { mostSolved, solvedBars } from '../chart-data';
import { CATEGORY_CHART_HEIGHT_PX } from '../progress-constants';
import { useCategoryProgress } from '@/api/queries/progress/get-category-progress';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';
import { ChartFrame, ChartLegend } from './chart-frame';
import { SolvedBarChart } from './solved-bar-chart';
import { DataTable } from './data-table';

export function CategorySection() {
  const { t } = useTranslation('progress');
  const { language, darkTheme } = usePreferences();
  const query = useCategoryProgress();
  const colours = darkTheme ? SERIES_COLOURS.dark : SERIES_COLOURS.light;
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
            <ChartFrame
              height={CATEGORY_CHART_HEIGHT_PX}
              summary={t('categories.chartSummary', { count: items.length, top: top ? categoryName(top.category) : '', solved: top?.solved ?? 0 })}
              chart={<SolvedBarChart data={solvedBars(items, (item) => item.category)} labelOf={categoryName} horizontal marginLeft={language === 'zh' ? 72 : 136} />}
              legend={<ChartLegend items={[{ label: t('chart.solved'), colour: colours.solved }, { label: t('chart.unsolved'), colour: colours.unsolved }]} />}
              table={
                <DataTable
                  caption={t('chart.tableCaption', { name: heading })}
                  columns={[t('categories.columns.category'), t('categories.columns.solved'), t('categories.columns.attempted'), t('categories.columns.total'), t('categories.columns.averageScore')]}
                  rows={items.map((item) => ({
                    key: item.category,
                    cells: [
                      categoryName(item.category),
                      formatNumber(item.solved, language),
                      formatNumber(item.attempted, language),
                      formatNumber(item.total, language),
                      formatNumber(item.average_score, language, 1),
                    ],
                  }))}
                />
              }
            />
          );
        }}
      </SectionBody>
    </ProgressSection>
  );
}
