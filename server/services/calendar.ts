// Days in a time zone: "today", "this week" and a day's bounds for a user's zone (IANA names), without a library:
// Intl knows every zone's offset at any instant.
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, instant: Date) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, format);
  }
  // One formatting (the costly part: a dashboard asks for a few dozen days), then read each field from it.
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: Date, zone: string): string {
  const { year, month, day } = partsIn(zone, instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: Date, zone: string): number {
  const p = partsIn(zone, instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a local date begins in a zone: 00:00 there, or, where the clocks skip midnight (Santiago on
 * 2026-09-06 goes from 00:00 to 01:00), the instant they jump; where midnight happens twice, the first.
 */
export function startOfDay(date: string, zone: string): Date {
  const midnight = utcMidnight(date);
  // Each offset the zone has around that midnight (offsets lie within ±14 h, so 15 h either side covers every
  // instant the date's midnight could be) gives one candidate; a candidate is 00:00 there when the zone really
  // has that offset at it.
  const offsets = new Set([-HOURS_15, 0, HOURS_15].map((shift) => offsetAt(new Date(midnight + shift), zone)));
  const midnights = [...offsets].map((offset) => midnight - offset).filter((instant) => midnight - offsetAt(new Date(instant), zone) === instant);
  if (midnights.length > 0) return new Date(Math.min(...midnights));
  // No 00:00 at all: the day begins at the change of offset, the first instant whose local date is this one.
  return new Date(firstInstantOn(date, zone, midnight - Math.max(...offsets), midnight - Math.min(...offsets)));
}

const HOURS_15 = 15 * 3_600_000;

/** The first second in (before, after] whose local date is `date`, by halving (changes fall on whole seconds). */
function firstInstantOn(date: string, zone: string, before: number, after: number): number {
  let [low, high] = [before, after];
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (localDate(new Date(middle), zone) === date) high = middle;
    else low = middle;
  }
  return high;
}

/** Midnight UTC of a date, in milliseconds: dates as numbers to count with. */
function utcMidnight(date: string, plusDays = 0): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + plusDays);
}

/** The date `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date, days)).toISOString().slice(0, 10);
}

/** Monday of the week of a date (weeks start on Monday, as in China and ISO 8601). */
export function mondayOf(date: string): string {
  const weekday = (new Date(utcMidnight(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** A date as the number of days since 1970-01-01: consecutive dates are consecutive numbers. */
export function dayNumber(date: string): number {
  return Math.round(utcMidnight(date) / 86_400_000);
}

/** The number of days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whether the platform knows `zone` as an IANA time zone (what a learner's preference must name). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
