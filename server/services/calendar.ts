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

/** The instant a local date begins in a zone (00:00 there). */
export function startOfDay(date: string, zone: string): Date {
  const midnight = utcMidnight(date);
  // Twice: the offset at the guess may differ from the offset at midnight around a DST change.
  let instant = midnight - offsetAt(new Date(midnight), zone);
  instant = midnight - offsetAt(new Date(instant), zone);
  return new Date(instant);
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
