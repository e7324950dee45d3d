import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { SERIES_COLOURS } from '@/lib/chart-theme';
import { solvedBars } from '../chart-data';
import { DIFFICULTY_CHART_HEIGHT_PX } from '../progress-constants';
import { useDifficultyProgress } from '@/api/queries/progress/get-difficulty-progress';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';
import { ChartFrame, ChartLegend } from './chart-frame';
import { SolvedBarChart } from './solved-bar-chart';
import { DataTable } from './data-table';

export function DifficultySection() {
  const { t } = useTranslation('progress');
  const { language, darkTheme } = usePreferences();
  const query = useDifficultyProgress();
  const colours = darkTheme ? SERIES_COLOURS.dark : SERIES_COLOURS.light;
  const difficultyName = (difficulty: string) => t(`common:difficulty.${difficulty}`, { defaultValue: difficulty });
  const heading = t('difficulty.heading');
  return (
    <ProgressSection title={heading}>
      <SectionBody
        query={query}
        minHeight={DIFFICULTY_CHART_HEIGHT_PX}
        isEmpty={(data) => data.items.every((item) => item.attempted === 0)}
        empty={{ title: t('difficulty.emptyTitle'), description: t('difficulty.emptyDescription') }}
      >
        {({ items }) => {
          const solved = (difficulty: string) => items.find((item) => item.difficulty === difficulty)?.solved ?? 0;
          return (
            <ChartFrame
              height={DIFFICULTY_CHART_HEIGHT_PX}
              summary={t('difficulty.chartSummary', { easy: solved('Easy'), medium: solved('Medium'), hard: solved('Hard') })}
              chart={<SolvedBarChart data={solvedBars(items, (item) => item.difficulty)} labelOf={difficultyName} />}
              legend={<ChartLegend items={[{ label: t('chart.solved'), colour: colours.solved }, { label: t('chart.unsolved'), colour: colours.unsolved }]} />}
              table={
                <DataTable
                  caption={t('chart.tableCaption', { name: heading })}
                  columns={[t('difficulty.columns.difficulty'), t('difficulty.columns.solved'), t('difficulty.columns.attempted'), t('difficulty.columns.total'), t('difficulty.columns.averageScore')]}
                  rows={items.map((item) => ({
                    key: item.difficulty,
                    cells: [
                      difficultyName(item.difficulty),
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
