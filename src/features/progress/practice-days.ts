// The practice calendar's data as the heatmap and its text alternative need it. Dates stay calendar days
// (YYYY-MM-DD, already counted in the learner's zone by the server); the heatmap draws in the browser's local
// time, so its Date objects are local midnights of those days, never UTC ones that a zone west of UTC would
// move to the day before.
import type { Schemas } from '@/api/client';

type PracticeDay = Schemas['PracticeDay'];

/** Local midnight of a calendar day. */
export function localDay(date: string): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** The heatmap's range: nivo counts days up to, not including, its `to`, so it ends the day after today. */
export function heatmapRange(from: string, to: string): { from: Date; to: Date } {
  const end = localDay(to);
  return { from: localDay(from), to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1) };
}

/** nivo's data: one value (the submissions) per day that has one. */
export function heatmapData(days: PracticeDay[]): { day: string; value: number }[] {
  return days.map((d) => ({ day: d.date, value: d.submissions }));
}

const dayIndex = (date: string) => Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);

/** The longest run of consecutive practice days within the year shown (days come oldest first). */
export function longestRun(days: PracticeDay[]): number {
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days.map((d) => dayIndex(d.date))) {
    run = previous !== undefined && day - previous === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}

/** The week column (0 = the first) a day falls in on the heatmap, weeks starting on Monday as nivo draws them. */
export function weekColumn(from: string, date: string): number {
  const start = dayIndex(from);
  const monday = start - ((new Date(start * 86_400_000).getUTCDay() + 6) % 7);
  return Math.floor((dayIndex(date) - monday) / 7);
}

/**
 * How far to move a day's tooltip from where nivo puts it (centred above the cursor), in % of the tooltip's own
 * width, so it stays inside the chart: its left edge at the cursor in the first column, its right edge at the
 * cursor in the last (today's), in between by the column. nivo lets the TimeRange's days anchor only on top.
 */
export function tooltipShift(column: number, columns: number): number {
  const along = columns <= 1 ? 0.5 : Math.min(1, Math.max(0, column / (columns - 1)));
  return Math.round((0.5 - along) * 100);
}
