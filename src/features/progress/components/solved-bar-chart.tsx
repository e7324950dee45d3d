// Stacked solved / attempted-not-solved bars, shared by the category and difficulty sections.
import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences';
import { formatNumber } from '@/lib/format';
import { chartTheme, SERIES_COLOURS } from '@/lib/chart-theme';
import type { SolvedBar } from '../chart-data';
import { ChartTooltip } from '@/components/chart-tooltip';

interface SolvedBarChartProps {
  data: SolvedBar[];
  labelOf: (key: string) => string;
  horizontal?: boolean;
  marginLeft?: number;
}

export function SolvedBarChart({ data, labelOf, horizontal = false, marginLeft = 48 }: SolvedBarChartProps) {
  const { t } = useTranslation('progress');
  const { darkTheme, language } = usePreferences();
  const colours = darkTheme ? SERIES_COLOURS.dark : SERIES_COLOURS.light;
  // Horizontal bars read best top-down in the server's order (most attempted first); nivo draws bottom-up.
  const rows = horizontal ? [...data].reverse() : data;
  const count = { tickSize: 0, tickPadding: 6, format: (value: number) => (Number.isInteger(value) ? formatNumber(value, language) : '') };
  const label = { tickSize: 0, tickPadding: 8, format: (value: string) => labelOf(value) };
  return (
    <ResponsiveBar
      data={rows}
      keys={['solved', 'unsolved']}
      indexBy="key"
      layout={horizontal ? 'horizontal' : 'vertical'}
      margin={{ top: 8, right: 16, bottom: horizontal ? 28 : 32, left: marginLeft }}
      padding={0.3}
      colors={({ id }) => (id === 'solved' ? colours.solved : colours.unsolved)}
      theme={chartTheme(darkTheme)}
      axisLeft={horizontal ? label : count}
      axisBottom={horizontal ? count : label}
      enableGridX={horizontal}
      enableGridY={!horizontal}
      enableLabel={false}
      animate={false}
      role="presentation"
      tooltip={({ id, value, indexValue }) => (
        <ChartTooltip dark={darkTheme}>
          <strong>{labelOf(String(indexValue))}</strong> · {t(id === 'solved' ? 'chart.solved' : 'chart.unsolved')}: {formatNumber(value, language)}
        </ChartTooltip>
      )}
    />
  );
}
