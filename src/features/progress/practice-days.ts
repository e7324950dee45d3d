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
