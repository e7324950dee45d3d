import { describe, expect, it } from 'vitest';
import { nextSort, parseHistorySearch, toListQuery, withChange } from '@/features/history/history-search';

describe('history search params', () => {
  it('reads defaults and ignores bad values', () => {
    expect(parseHistorySearch(new URLSearchParams('page=0&min_score=9&sort_by=x&order=up'))).toEqual({
      page: 1, minScore: undefined, sortBy: 'submitted_at', order: 'desc', submissionId: undefined,
    });
    expect(parseHistorySearch(new URLSearchParams('page=3&min_score=4&sort_by=score&order=asc&submission=abc'))).toEqual({
      page: 3, minScore: 4, sortBy: 'score', order: 'asc', submissionId: 'abc',
    });
  });
  it('builds the list query with min_score only when filtered', () => {
    const q = toListQuery(parseHistorySearch(new URLSearchParams('min_score=2')));
    expect(q).toEqual({ page: 1, page_size: 20, min_score: 2, sort_by: 'submitted_at', order: 'desc' });
    expect('min_score' in toListQuery(parseHistorySearch(new URLSearchParams('')))).toBe(false);
  });
  it('resets the page when the filter or sort changes and keeps URLs plain', () => {
    const base = new URLSearchParams('page=4&submission=s1');
    expect(withChange(base, { minScore: 3 }).toString()).toBe('submission=s1&min_score=3');
    expect(withChange(base, { page: 5 }).get('page')).toBe('5');
    expect(withChange(new URLSearchParams('sort_by=score&order=asc'), { sortBy: 'submitted_at', order: 'desc' }).toString()).toBe('');
    expect(withChange(base, { submissionId: undefined }).has('submission')).toBe(false);
  });
  it('toggles sort order on the same column', () => {
    expect(nextSort({ sortBy: 'score', order: 'desc' }, 'score')).toEqual({ sortBy: 'score', order: 'asc' });
    expect(nextSort({ sortBy: 'score', order: 'asc' }, 'problem')).toEqual({ sortBy: 'problem', order: 'asc' });
    expect(nextSort({ sortBy: 'problem', order: 'asc' }, 'submitted_at')).toEqual({ sortBy: 'submitted_at', order: 'desc' });
  });
});
