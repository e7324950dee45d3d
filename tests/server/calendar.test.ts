// Days in a learner's time zone: a day begins at the first instant that carries its date there, also where the
// clocks skip midnight (the day then begins at the jump) or run through it twice (the first pass).
import { describe, expect, it } from 'vitest';
import { addDays, localDate, startOfDay } from '../../server/services/calendar.ts';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The local date and time of an instant, as the zone's clock shows it ("2026-09-06 01:00:00"). */
function wallClock(instant: Date, zone: string): string {
  let clock = clocks.get(zone);
  if (!clock) clocks.set(zone, (clock = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' })));
  return clock.format(instant);
}

/** True when `start` is the first instant of `date` in `zone`: it carries the date, the second before does not. */
function beginsDay(start: Date, date: string, zone: string): boolean {
  return localDate(start, zone) === date && localDate(new Date(start.getTime() - 1000), zone) !== date;
}

describe('startOfDay', () => {
  it('is local midnight on ordinary days and on days with a change away from midnight', () => {
    expect(startOfDay('2026-11-21', 'Asia/Shanghai').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('begins a day whose midnight does not exist at the jump, never at 23:00 of the day before', () => {
    // Santiago moves from 00:00 (UTC−4) to 01:00 (UTC−3) on 2026-09-06; Havana from 00:00 (UTC−5) to 01:00 (UTC−4)
    // on 2026-03-08. Their days begin at 01:00 local, the instant the clocks jump to.
    const santiago = startOfDay('2026-09-06', 'America/Santiago');
    expect(santiago.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(wallClock(santiago, 'America/Santiago')).toBe('2026-09-06 01:00:00');
    const havana = startOfDay('2026-03-08', 'America/Havana');
    expect(havana.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(wallClock(havana, 'America/Havana')).toBe('2026-03-08 01:00:00');
    // The days around them are whole: the day before ends where the skipped day begins.
    expect(startOfDay('2026-09-05', 'America/Santiago').toISOString()).toBe('2026-09-05T04:00:00.000Z');
    expect(startOfDay('2026-09-07', 'America/Santiago').toISOString()).toBe('2026-09-07T03:00:00.000Z');
  });

  it('begins a day whose midnight happens twice at the first one', () => {
    // Santiago goes back from 24:00 (UTC−3) to 23:00 (UTC−4) on 2026-04-04: 2026-04-05 begins once, at 04:00 UTC.
    expect(beginsDay(startOfDay('2026-04-05', 'America/Santiago'), '2026-04-05', 'America/Santiago')).toBe(true);
    expect(startOfDay('2026-04-05', 'America/Santiago').toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });

  it('finds the first instant of every day around each change of 2026 in every zone the runtime knows', () => {
    const failures: string[] = [];
    const offset = (instant: number, zone: string) => {
      const shown = new Date(`${wallClock(new Date(instant), zone).replace(' ', 'T')}Z`).getTime();
      return shown - instant;
    };
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      // Checking every day of every zone takes 20 s on a shared machine; only the days next to a change of offset can go wrong.
      let before = offset(Date.UTC(2026, 0, 1), zone);
      for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
        const after = offset(Date.parse(`${addDays(date, 1)}T00:00:00Z`), zone);
        if (after === before) continue;
        before = after;
        for (const day of [addDays(date, -1), date, addDays(date, 1), addDays(date, 2)]) {
          const start = startOfDay(day, zone);
          if (!beginsDay(start, day, zone)) failures.push(`${zone} ${day}: ${wallClock(start, zone)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
