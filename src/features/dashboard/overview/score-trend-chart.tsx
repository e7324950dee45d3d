// The nivo line of daily average scores. Only score-trend-card imports this module, lazily, so nivo stays
// out of the first load. Colours follow the theme.
import { ResponsiveLine } from '@nivo/line';
import type { Schemas } from '@/api/client';
import { formatDate, formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';

type Point = Schemas['ScoreTrendPoint'];

const PALETTE = {
  light: { text: '#5f6b7c', grid: 'rgba(17, 20, 24, 0.12)', line: '#2d72d2', tooltipBg: '#ffffff', tooltipText: '#1c2127' },
  dark: { text: '#abb3bf', grid: 'rgba(255, 255, 255, 0.15)', line: '#8abbff', tooltipBg: '#2f343c', tooltipText: '#f6f7f9' },
};

export default function ScoreTrendChart({ points }: { points: Point[] }) {
  const { darkTheme, language } = usePreferences();
  const colors = darkTheme ? PALETTE.dark : PALETTE.light;
  const data = [{ id: 'score', data: points.map((point) => ({ x: point.date, y: point.average_score })) }];
  const step = Math.max(1, Math.ceil(points.length / 6));
  const ticks = points.filter((_, index) => index % step === 0 || index === points.length - 1).map((point) => point.date);
  const shortDate = (value: string) => formatDate(value, language).replace(/,?\s*\d{4}年?,?/, '');

  return (
    <ResponsiveLine
      data={data}
      margin={{ top: 12, right: 16, bottom: 32, left: 36 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 5 }}
      curve="monotoneX"
      colors={[colors.line]}
      lineWidth={2}
      pointSize={6}
      pointColor={colors.line}
      enableGridX={false}
      gridYValues={[0, 1, 2, 3, 4, 5]}
      axisLeft={{ tickValues: [0, 1, 2, 3, 4, 5], tickSize: 0, tickPadding: 8 }}
      axisBottom={{ tickValues: ticks, tickSize: 0, tickPadding: 8, format: (value) => shortDate(String(value)) }}
      useMesh
      role="img"
      animate={false}
      tooltip={({ point }) => (
        <div style={{ background: colors.tooltipBg, color: colors.tooltipText, padding: '4px 8px', borderRadius: 4, fontSize: 12, boxShadow: '0 1px 4px rgba(0,0,0,.3)' }}>
          {formatDate(String(point.data.x), language)}: {formatNumber(Number(point.data.y), language, 1)}
        </div>
      )}
      theme={{
        text: { fill: colors.text, fontSize: 11 },
        axis: { ticks: { text: { fill: colors.text } }, domain: { line: { stroke: colors.grid } } },
        grid: { line: { stroke: colors.grid, strokeWidth: 1 } },
        crosshair: { line: { stroke: colors.text } },
      }}
    />
  );
}
