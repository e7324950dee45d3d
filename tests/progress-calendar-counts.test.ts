// The practice calendar's sentences carry several counts at once; each agrees with its own number ("1 problem",
// "2 submissions"), in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { calendarCount } from '@/features/progress/calendar-counts';

describe('calendarCount', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadLanguages(['en', 'zh']);
    await i18n.loadNamespaces('progress');
  });

  it('says one in the singular and more in the plural, each count on its own', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'progress');
    expect(calendarCount(t, 'problems', 1, 'en')).toBe('1 problem');
    expect(calendarCount(t, 'submissions', 2, 'en')).toBe('2 submissions');
    expect(calendarCount(t, 'days', 1, 'en')).toBe('1 day');
    expect(calendarCount(t, 'days', 1200, 'en')).toBe('1,200 days');
    expect(t('calendar.dayPractised', { date: 'Nov 18, 2026', submissions: calendarCount(t, 'submissions', 1, 'en'), problems: calendarCount(t, 'problems', 1, 'en') })).toBe('Nov 18, 2026: 1 submission, 1 problem');
  });

  it('reads as Chinese counts them', async () => {
    await i18n.changeLanguage('zh');
    const t = i18n.getFixedT('zh', 'progress');
    expect(t('calendar.dayPractised', { date: '2026年11月18日', submissions: calendarCount(t, 'submissions', 1, 'zh'), problems: calendarCount(t, 'problems', 1, 'zh') })).toBe('2026年11月18日：提交 1 次，1 道题');
  });
});
