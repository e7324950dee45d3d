// The nivo line of daily average scores. Only score-trend-card imports this module, lazily, so nivo stays
// out of the first load. Colours are the app's chart theme (lib/chart-theme.ts), as on the progress page. The card
// gives the size (measured when the box came on screen), so nivo draws once, without its responsive wrapper.
import { Line } from '@nivo/line';
import type { Schemas } from '@/api/client';
import { formatDate, formatNumber } from '@/lib/format';
import { ChartTooltip } from '@/components/chart-tooltip';
import { chartTheme, SERIES_COLOURS } from '@/lib/chart-theme';
import { usePreferences } from '@/lib/preferences';

type Point = Schemas['ScoreTrendPoint'];

export default function ScoreTrendChart({ points, width, height }: { points: Point[]; width: number; height: number }) {
  const { darkTheme, language } = usePreferences();
  const line = (darkTheme ? SERIES_COLOURS.dark : SERIES_COLOURS.light).line;
  const data = [{ id: 'score', data: points.map((point) => ({ x: point.date, y: point.average_score })) }];
  const step = Math.max(1, Math.ceil(points.length / 6));
  const ticks = points.filter((_, index) => index % step === 0 || index === points.length - 1).map((point) => point.date);
  const shortDate = (value: string) => formatDate(value, language).replace(/,?\s*\d{4}年?,?/, '');

  return (
    <Line
      width={width}
      height={height}
      data={data}
      margin={{ top: 12, right: 16, bottom: 32, left: 36 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 5 }}
      curve="monotoneX"
      colors={[line]}
      lineWidth={2}
      pointSize={6}
      pointColor={line}
      enableGridX={false}
      gridYValues={[0, 1, 2, 3, 4, 5]}
      axisLeft={{ tickValues: [0, 1, 2, 3, 4, 5], tickSize: 0, tickPadding: 8 }}
      axisBottom={{ tickValues: ticks, tickSize: 0, tickPadding: 8, format: (value) => shortDate(String(value)) }}
      useMesh
      role="img"
      animate={false}
      tooltip={({ point }) => (
        <ChartTooltip dark={darkTheme}>
          {formatDate(String(point.data.x), language)}: {formatNumber(Number(point.data.y), language, 1)}
        </ChartTooltip>
      )}
      theme={chartTheme(darkTheme)}
    />
  );
}
