// The daily average score as a line; days without submissions are null, which nivo draws as gaps.
import { ResponsiveLine } from '@nivo/line';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { chartTheme, SERIES_COLOURS } from '@/lib/chart-theme';
import { tickDates, trendSeries } from '../chart-data';
import { formatDayTick } from '../format-day';
import { ChartTooltip } from '@/components/chart-tooltip';

export function ScoreTrendChart({ points }: { points: Schemas['ScoreTrendPoint'][] }) {
  const { t } = useTranslation('progress');
  const { darkTheme, language } = usePreferences();
  const colours = darkTheme ? SERIES_COLOURS.dark : SERIES_COLOURS.light;
  return (
    <ResponsiveLine
      data={trendSeries(points, t('trend.series'))}
      margin={{ top: 12, right: 24, bottom: 36, left: 40 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 5 }}
      colors={[colours.line]}
      theme={chartTheme(darkTheme)}
      axisLeft={{ tickValues: [0, 1, 2, 3, 4, 5], tickSize: 0, tickPadding: 8, format: (value: number) => formatNumber(value, language) }}
      axisBottom={{ tickValues: tickDates(points, 7), tickSize: 0, tickPadding: 8, format: (value: string) => formatDayTick(value, language) }}
      gridYValues={[0, 1, 2, 3, 4, 5]}
      enableGridX={false}
      pointSize={points.length > 90 ? 0 : 6}
      pointColor={colours.line}
      pointBorderWidth={0}
      lineWidth={2}
      useMesh
      animate={false}
      role="presentation"
      tooltip={({ point }) => (
        <ChartTooltip dark={darkTheme}>
          {t('trend.tooltip', { date: formatDayTick(String(point.data.x), language), score: formatNumber(Number(point.data.y), language, 1) })}
        </ChartTooltip>
      )}
    />
  );
}
