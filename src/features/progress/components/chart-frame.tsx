// A chart with its text alternatives: the container is an image with a one-sentence summary, and a
// collapsible table carries the same numbers for anyone who cannot read the chart.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartFrameProps {
  summary: string;
  height: number;
  chart: ReactNode;
  table: ReactNode;
  legend?: ReactNode;
}

export function ChartFrame({ summary, height, chart, table, legend }: ChartFrameProps) {
  const { t } = useTranslation('progress');
  return (
    <div className="progress-chart">
      <div className="progress-chart__canvas" role="img" aria-label={summary} style={{ height }}>
        {chart}
      </div>
      {legend}
      <details className="progress-chart__table">
        <summary>{t('chart.showTable')}</summary>
        {table}
      </details>
    </div>
  );
}

export function ChartLegend({ items }: { items: { label: string; colour: string }[] }) {
  return (
    <ul className="progress-chart__legend" aria-hidden>
      {items.map((item) => (
        <li key={item.label}>
          <span className="progress-chart__swatch" style={{ background: item.colour }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
