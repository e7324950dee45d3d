// The history page's state as it lives in the URL (filters, sort, page, open submission), so links such as
// paths.submission(id) and the browser's back button restore exactly what the user saw.
import type { components } from '@/api/schema';
import type { ListSubmissionsQuery } from '@/api/queries/submissions/keys';
import { SCORE_FILTERS } from '@/lib/constants';

type Score = components['schemas']['Score'];
export type SortBy = NonNullable<ListSubmissionsQuery['sort_by']>;
export type SortOrder = NonNullable<ListSubmissionsQuery['order']>;

export const PAGE_SIZE = 20;
export const SORT_COLUMNS: readonly SortBy[] = ['submitted_at', 'score', 'problem'];
export const DEFAULT_SORT: { sortBy: SortBy; order: SortOrder } = { sortBy: 'submitted_at', order: 'desc' };

export const PARAM = {
  page: 'page',
  minScore: 'min_score',
  sortBy: 'sort_by',
  order: 'order',
  submission: 'submission',
} as const;

export interface HistorySearch {
  page: number;
  minScore: Score | undefined;
  sortBy: SortBy;
  order: SortOrder;
  submissionId: string | undefined;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 100_000 ? n : undefined;
}

/** Reads the page state from the URL; anything unknown or out of range falls back to the default. */
export function parseHistorySearch(params: URLSearchParams): HistorySearch {
  const min = positiveInt(params.get(PARAM.minScore));
  const sortBy = params.get(PARAM.sortBy);
  const order = params.get(PARAM.order);
  const submission = params.get(PARAM.submission)?.trim();
  return {
    page: positiveInt(params.get(PARAM.page)) ?? 1,
    minScore: (SCORE_FILTERS as readonly number[]).includes(min ?? 0) ? (min as Score) : undefined,
    sortBy: SORT_COLUMNS.includes(sortBy as SortBy) ? (sortBy as SortBy) : DEFAULT_SORT.sortBy,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_SORT.order,
    submissionId: submission ? submission : undefined,
  };
}

/** The GET /submissions/ query for this state. */
export function toListQuery(search: HistorySearch): ListSubmissionsQuery {
  return {
    page: search.page,
    page_size: PAGE_SIZE,
    ...(search.minScore !== undefined ? { min_score: search.minScore } : {}),
    sort_by: search.sortBy,
    order: search.order,
  };
}

/**
 * A new URL search string with `change` applied. Defaults are left out so the plain /history stays plain;
 * changing the filter or the sort goes back to page 1.
 */
export function withChange(params: URLSearchParams, change: Partial<HistorySearch>): URLSearchParams {
  const next = { ...parseHistorySearch(params), ...change };
  if (('minScore' in change || 'sortBy' in change || 'order' in change) && !('page' in change)) next.page = 1;
  const out = new URLSearchParams(params);
  const put = (key: string, value: string | undefined) => (value === undefined ? out.delete(key) : out.set(key, value));
  put(PARAM.page, next.page > 1 ? String(next.page) : undefined);
  put(PARAM.minScore, next.minScore !== undefined ? String(next.minScore) : undefined);
  const isDefaultSort = next.sortBy === DEFAULT_SORT.sortBy && next.order === DEFAULT_SORT.order;
  put(PARAM.sortBy, isDefaultSort ? undefined : next.sortBy);
  put(PARAM.order, isDefaultSort ? undefined : next.order);
  put(PARAM.submission, next.submissionId);
  return out;
}

/** Clicking a column header: the same column flips its order; another column starts descending. */
export function nextSort(current: { sortBy: SortBy; order: SortOrder }, column: SortBy): { sortBy: SortBy; order: SortOrder } {
  if (current.sortBy === column) return { sortBy: column, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sortBy: column, order: column === 'problem' ? 'asc' : 'desc' };
}
