// The practice calendar drawn as a heatmap: one square per day of the year shown, weeks as columns (Monday on
// top, as the server's weeks), darker for more submissions. A picture only: PracticeCalendarSection gives it
// its text alternative (a summary and a table of every practice day).
import { ResponsiveTimeRange } from '@nivo/calendar';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { chartTheme, HEATMAP_COLOURS } from '@/lib/chart-theme';
import { formatDate } from '@/lib/format';
import { HTML_LANG } from '@/lib/i18n';
import { usePreferences } from '@/lib/preferences';
import { ChartTooltip } from '@/components/chart-tooltip';
import { calendarCount } from '../calendar-counts';
import { heatmapData, heatmapRange, tooltipShift, weekColumn } from '../practice-days';

/** Sunday to Saturday (2026-01-04 was a Sunday), the order nivo takes names in before it starts on `firstWeekday`. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => new Date(Date.UTC(2026, 0, 4 + day)));

export function PracticeHeatmap({ calendar }: { calendar: Schemas['PracticeCalendar'] }) {
  const { t } = useTranslation('progress');
  const { darkTheme, language } = usePreferences();
  const colours = darkTheme ? HEATMAP_COLOURS.dark : HEATMAP_COLOURS.light;
  const locale = HTML_LANG[language];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  const byDay = new Map(calendar.days.map((d) => [d.date, d]));
  const range = heatmapRange(calendar.from, calendar.to);
  const columns = weekColumn(calendar.from, calendar.to) + 1;
  return (
    <ResponsiveTimeRange
      data={heatmapData(calendar.days)}
      from={range.from}
      to={range.to}
      firstWeekday="monday"
      weekdays={WEEKDAYS.map((day) => weekday.format(day))}
      weekdayTicks={[0, 2, 4]}
      weekdayLegendOffset={36}
      monthLegend={(_year, _month, date) => month.format(date)}
      minValue={1}
      maxValue={Math.max(4, ...calendar.days.map((d) => d.submissions))}
      colors={[...colours.steps]}
      emptyColor={colours.empty}
      // Space between the days (a transparent border drew nothing: the days ran together into one band).
      daySpacing={3}
      dayBorderWidth={0}
      dayRadius={2}
      margin={{ top: 24, right: 8, bottom: 8, left: 8 }}
      theme={chartTheme(darkTheme)}
      role="presentation"
      tooltip={({ day }) => {
        const practised = byDay.get(day);
        // Kept inside the card: the last weeks' (today's) would otherwise run off its right edge, the first ones' its left.
        return (
          <div style={{ transform: `translateX(${tooltipShift(weekColumn(calendar.from, day), columns)}%)` }} data-testid="heatmap-tooltip">
            <ChartTooltip dark={darkTheme}>
              {practised
                ? t('calendar.dayPractised', { date: formatDate(day, language), submissions: calendarCount(t, 'submissions', practised.submissions, language), problems: calendarCount(t, 'problems', practised.problems, language) })
                : t('calendar.dayIdle', { date: formatDate(day, language) })}
            </ChartTooltip>
          </div>
        );
      }}
    />
  );
}
