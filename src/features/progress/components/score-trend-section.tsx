import { useState } from 'react';
import { Intent, SegmentedControl, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SCORE_TREND_DEFAULT_DAYS } from '@/lib/constants';
import { formatDate, formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import type { Schemas } from '@/api/client';
import { trendStats } from '../chart-data';
import { SCORE_TREND_RANGES, TREND_CHART_HEIGHT_PX } from '../progress-constants';
import { useScoreTrend } from '@/api/queries/progress/get-score-trend';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';
import { ChartFrame } from './chart-frame';
import { ScoreTrendChart } from './score-trend-chart';
import { DataTable } from './data-table';

type Trend = Schemas['ScoreTrend']['trend'];

const TREND_INTENT: Record<Trend, Intent> = { improving: Intent.SUCCESS, stable: Intent.PRIMARY, declining: Intent.DANGER };
const TREND_ICON = { improving: 'trending-up', stable: 'arrow-right', declining: 'trending-down' } as const;

export function ScoreTrendSection() {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  const [days, setDays] = useState<number>(SCORE_TREND_DEFAULT_DAYS);
  const query = useScoreTrend(days);
  const heading = t('trend.heading');
  const picker = (
    <SegmentedControl
      aria-label={t('trend.range')}
      size="small"
      value={String(days)}
      onValueChange={(value) => setDays(Number(value))}
      options={SCORE_TREND_RANGES.map((range) => ({ value: String(range), label: t('trend.rangeShort', { count: range }), title: t('trend.rangeOption', { count: range }) }))}
    />
  );
  return (
    <ProgressSection title={heading} actions={picker} className="progress-section--wide">
      <SectionBody
        query={query}
        minHeight={TREND_CHART_HEIGHT_PX}
        isEmpty={(data) => data.points.length === 0}
        empty={{ title: t('trend.emptyTitle'), description: t('trend.emptyDescription') }}
      >
        {(data) => {
          const stats = trendStats(data.points);
          const label = t(`trend.label.${data.trend}`);
          const average = formatNumber(data.average_score, language, 1);
          const summary = stats
            ? t('trend.chartSummary', { days: data.days, label, active: stats.activeDays, min: formatNumber(stats.min, language, 1), max: formatNumber(stats.max, language, 1), average })
            : t('trend.chartSummaryEmpty', { days: data.days });
          return (
            <div aria-busy={query.isPlaceholderData}>
              <div className="progress-trend__meta">
                <Tag multiline intent={TREND_INTENT[data.trend]} icon={TREND_ICON[data.trend]} large round data-testid="trend-label" data-trend={data.trend}>
                  {t('trend.trendLabel', { label })}
                </Tag>
                <span className="muted">{t('trend.average', { score: average })}</span>
              </div>
              <ChartFrame
                height={TREND_CHART_HEIGHT_PX}
                summary={summary}
                chart={<ScoreTrendChart points={data.points} />}
                table={
                  <DataTable
                    caption={t('chart.tableCaption', { name: heading })}
                    columns={[t('trend.columns.date'), t('trend.columns.averageScore'), t('trend.columns.submissions')]}
                    rows={data.points.map((point) => ({
                      key: point.date,
                      cells: [
                        formatDate(point.date, language),
                        point.average_score === null ? t('trend.noScore') : formatNumber(point.average_score, language, 1),
                        formatNumber(point.submissions, language),
                      ],
                    }))}
                  />
                }
              />
            </div>
          );
        }}
      </SectionBody>
    </ProgressSection>
  );
}
