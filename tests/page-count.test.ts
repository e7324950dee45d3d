// The one pageCount behind every pager (problems, history, plan history, admin users).
import { describe, expect, it } from 'vitest';
import { pageCount } from '@/lib/page-count';

describe('pageCount', () => {
  it('counts whole pages, the last one partly filled', () => {
    expect(pageCount(10_000, 500)).toBe(20);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(62, 20)).toBe(4);
    expect(pageCount(64, 10)).toBe(7);
  });
  it('has at least one page, even for no rows', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
});
