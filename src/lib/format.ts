// Dates, numbers and bilingual texts shown the way the current language expects (Intl).
import type { components } from '@/api/schema';
import { HTML_LANG, type UiLanguage } from './i18n';

type LocalizedText = components['schemas']['LocalizedText'];

const locale = (language: UiLanguage) => HTML_LANG[language] ?? 'zh-CN';

// Building an Intl formatter costs far more than using one, and tables format thousands of cells: keep one
// per language and options.
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateTimeFormat = (language: UiLanguage) =>
  cached(`dt:${language}`, () => new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }));
const dateFormat = (language: UiLanguage) =>
  cached(`d:${language}`, () => new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }));
const numberFormat = (language: UiLanguage, digits: number) =>
  cached(`n:${language}:${digits}`, () => new Intl.NumberFormat(locale(language), { maximumFractionDigits: digits, minimumFractionDigits: digits }));

const relativeFormat = (language: UiLanguage) => cached(`r:${language}`, () => new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' }));

/**
 * Builds the formatters a signed-in page's first render uses, each in a task of its own, while the page's code and
 * data are still on their way. The first of each kind loads its locale data (~70 ms in all at 4× CPU slowdown for
 * zh-CN), which otherwise lands inside the render that paints the page, making that long task longer.
 */
export function warmFormatters(language: UiLanguage) {
  const steps = [() => dateFormat(language), () => numberFormat(language, 0), () => numberFormat(language, 1), () => dateTimeFormat(language), () => relativeFormat(language)];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next);
  };
  setTimeout(next);
}

export function formatDateTime(value: string, language: UiLanguage): string {
  return dateTimeFormat(language).format(new Date(value));
}

export function formatDate(value: string, language: UiLanguage): string {
  // Plain dates (YYYY-MM-DD) are calendar days, not instants: format them in UTC so no time zone shifts them.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return dateFormat(language).format(date);
}

export function formatNumber(value: number, language: UiLanguage, digits = 0): string {
  return numberFormat(language, digits).format(value);
}

/**
 * A percentage from 0 to 100 with at most one decimal ("55.2%"), as Intl writes it in both languages (a test
 * holds it to that). Not through Intl: the page's first Intl number formatter loads its locale data, 20–50 ms on
 * a desktop, which the problem page's first render would spend before its statement shows.
 */
export function formatPercent(value: number, _language: UiLanguage): string {
  // Rounded as Intl rounds: the shortest decimal that reads back as value / 100 (what String gives; exponents
  // only come below 1e-6, which is 0%), to three decimals, ties away from zero; read as tenths of a percent.
  const [whole = '0', fraction = ''] = String(value / 100).includes('e') ? ['0'] : String(value / 100).split('.');
  const tenths = Number(whole + fraction.padEnd(3, '0').slice(0, 3)) + (fraction[3] !== undefined && fraction[3] >= '5' ? 1 : 0);
  return `${Math.trunc(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}%`;
}

export function formatRelative(value: string, language: UiLanguage, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const rtf = relativeFormat(language);
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(seconds, 'second');
}

/** The text of a bilingual field in the current language, falling back to the other one. */
export function localized(text: LocalizedText | undefined, language: UiLanguage): string {
  if (!text) return '';
  return text[language] || text.zh || text.en;
}
