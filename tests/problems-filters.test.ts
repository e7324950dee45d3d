import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersToParams, matchesTags, parseFilters, toListQuery, toggleSort, updateFilters } from '@/features/problems/filters';

describe('problem list filters ⇄ URL', () => {
  it('round-trips every filter', () => {
    const filters = { ...DEFAULT_FILTERS, q: 'sum', difficulty: 'Hard' as const, category: 'tree' as const, status: 'solved' as const, tags: ['Array', 'Hash Table'], sort: 'title' as const, order: 'desc' as const, page: 3, pageSize: 100 };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });
  it('drops defaults and rejects junk', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    const f = parseFilters(new URLSearchParams('difficulty=Nope&page=-2&size=7&sort_by=x&tags=%20&tags=a&tags=A'));
    expect(f).toEqual({ ...DEFAULT_FILTERS, tags: ['a'] });
  });
  it('resets the page on a filter change, not on paging', () => {
    const on3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(updateFilters(on3, { difficulty: 'Easy' }).page).toBe(1);
    expect(updateFilters(on3, { page: 4 }).page).toBe(4);
  });
  it('toggles sort direction on the same column', () => {
    const byTitle = toggleSort(DEFAULT_FILTERS, 'title');
    expect([byTitle.sort, byTitle.order]).toEqual(['title', 'asc']);
    expect(toggleSort(byTitle, 'title').order).toBe('desc');
  });
  it('builds the list query and matches tags case-insensitively', () => {
    expect(toListQuery({ ...DEFAULT_FILTERS, tags: ['Array'] })).toEqual({ page: 1, page_size: 50, tags: ['Array'], sort_by: 'frontend_id', order: 'asc' });
    expect(matchesTags(['Array', 'Hash Table'], ['hash table'])).toBe(true);
    expect(matchesTags(['Array'], ['Stack'])).toBe(false);
  });
});
