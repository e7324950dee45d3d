// The learner's calendar day, which plans and study goals are counted in.
import { PREFERENCE_DEFAULTS } from './constants';

/** Today's calendar day (YYYY-MM-DD) in the user's time zone; an unknown zone falls back to the default one. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const format = (zone: string) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
  try {
    return format(timeZone);
  } catch {
    return format(PREFERENCE_DEFAULTS.timezone);
  }
}
