// A year at a glance: the practice calendar as a heatmap, with its text alternative (a one-sentence summary for
// the picture and, one keystroke away, a table of every practice day with its submissions and problems).
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { usePracticeCalendar } from '@/api/queries/progress/get-practice-calendar';
import { calendarCount } from '../calendar-counts';
import { longestRun } from '../practice-days';
import { CALENDAR_HEIGHT_PX } from '../progress-constants';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';
import { ChartFrame } from './chart-frame';
import { DataTable } from './data-table';
import { PracticeHeatmap } from './practice-heatmap';

export function PracticeCalendarSection() {
  const { t } = useTranslation('progress');
  const { language } = usePreferences();
  const query = usePracticeCalendar();
  const heading = t('calendar.heading');
  return (
    <ProgressSection title={heading} className="progress-section--wide">
      <SectionBody
        query={query}
        minHeight={CALENDAR_HEIGHT_PX}
        isEmpty={(data) => data.days.length === 0}
        empty={{ title: t('calendar.emptyTitle'), description: t('calendar.emptyDescription') }}
      >
        {(data) => {
          const summary = t('calendar.chartSummary', {
            from: formatDate(data.from, language),
            to: formatDate(data.to, language),
            active: calendarCount(t, 'days', data.active_days, language),
            submissions: calendarCount(t, 'submissions', data.submissions, language),
            longest: calendarCount(t, 'days', longestRun(data.days), language),
          });
          return (
            <>
              <p className="muted progress-calendar__zone">{t('calendar.zone', { zone: data.timezone })}</p>
              <ChartFrame
                height={CALENDAR_HEIGHT_PX}
                summary={summary}
                chart={<PracticeHeatmap calendar={data} />}
                table={
                  // The table scrolls in its own box; focusable, so a keyboard scrolls it day by day.
                  <div className="progress-calendar__table" tabIndex={0} role="group" aria-label={t('chart.tableCaption', { name: heading })}>
                    <DataTable
                      caption={t('chart.tableCaption', { name: heading })}
                      columns={[t('calendar.columns.date'), t('calendar.columns.submissions'), t('calendar.columns.problems')]}
                      rows={[...data.days].reverse().map((day) => ({
                        key: day.date,
                        cells: [formatDate(day.date, language), formatNumber(day.submissions, language), formatNumber(day.problems, language)],
                      }))}
                    />
                  </div>
                }
              />
            </>
          );
        }}
      </SectionBody>
    </ProgressSection>
  );
}
