// formatPercent writes what Intl's percent format writes in both interface languages, without Intl.
import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';

describe('formatPercent', () => {
  const rates = [
    // Every rate with two decimals, where ties are…
    ...Array.from({ length: 10_001 }, (_, i) => i / 100),
    // …and rates as a server may compute them, down to the tiny.
    ...Array.from({ length: 20_000 }, (_, i) => (i * 100) / 19_999 / 3),
    0.0004, 0.0005, 0.00049999, 1e-7, 99.95, 99.949, 100,
  ];

  it('matches Intl in zh and en for rates from 0 to 100', () => {
    for (const [language, locale] of [
      ['zh', 'zh-CN'],
      ['en', 'en'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
      const differing = rates.filter((rate) => formatPercent(rate, language) !== intl.format(rate / 100));
      expect(differing.slice(0, 5).map((rate) => `${rate}: ${formatPercent(rate, language)} ≠ ${intl.format(rate / 100)}`)).toEqual([]);
    }
  });
});
