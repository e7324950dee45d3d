// Solved and attempted problems broken down by one property (category, difficulty): the stacked bar chart with
// its legend, its one-sentence summary and the same numbers as a table.
import { useTranslation } from 'react-i18next';
import { SERIES_COLOURS } from '@/lib/chart-theme';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { solvedBars } from '../chart-data';
import { ChartFrame, ChartLegend } from './chart-frame';
import { DataTable } from './data-table';
import { SolvedBarChart } from './solved-bar-chart';

interface BreakdownRow {
  solved: number;
  attempted: number;
  total: number;
  average_score: number;
}

interface SolvedBreakdownProps<T extends BreakdownRow> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The row's name as people read it. */
  nameOf: (key: string) => string;
  heading: string;
  /** The table's columns: the breakdown's own first, then solved, attempted, total and average score. */
  columns: [string, string, string, string, string];
  summary: string;
  height: number;
  horizontal?: boolean;
  marginLeft?: number;
}

export function SolvedBreakdown<T extends BreakdownRow>({ items, keyOf, nameOf, heading, columns, summary, height, horizontal, marginLeft }: SolvedBreakdownProps<T>) {
  const { t } = useTranslation('progress');
  const { language, darkTheme } = usePreferences();
  const colours = darkTheme ? SERIES_COLOURS.dark : SERIES_COLOURS.light;
  return (
    <ChartFrame
      height={height}
      summary={summary}
      chart={<SolvedBarChart data={solvedBars(items, keyOf)} labelOf={nameOf} horizontal={horizontal} marginLeft={marginLeft} />}
      legend={<ChartLegend items={[{ label: t('chart.solved'), colour: colours.solved }, { label: t('chart.unsolved'), colour: colours.unsolved }]} />}
      table={
        <DataTable
          caption={t('chart.tableCaption', { name: heading })}
          columns={columns}
          rows={items.map((item) => ({
            key: keyOf(item),
            cells: [
              nameOf(keyOf(item)),
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
}
