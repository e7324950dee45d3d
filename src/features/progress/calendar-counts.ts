// The practice calendar's counts as phrases ("1 day", "3 submissions"): each a plural of its own, since one sentence
// (the chart's summary, a day's tooltip) carries several counts and i18next makes one plural per key.
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';
import type { UiLanguage } from '@/lib/i18n';

export type CalendarCount = 'days' | 'submissions' | 'problems';

export function calendarCount(t: TFunction<'progress'>, what: CalendarCount, count: number, language: UiLanguage): string {
  return t(`calendar.${what}`, { count, value: formatNumber(count, language) });
}
