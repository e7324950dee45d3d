// A calendar day (YYYY-MM-DD) as a short axis tick: "11/8" or "11月8日". formatDate's medium style is too
// long for a chart axis; like formatDate, the day is read in UTC so no time zone shifts it.
import { HTML_LANG, type UiLanguage } from '@/lib/i18n';

export function formatDayTick(day: string, language: UiLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(HTML_LANG[language] ?? 'zh-CN', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
