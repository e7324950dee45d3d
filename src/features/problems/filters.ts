// The problem list's filters, sort and page as they live in the URL (shareable, Back works), and the
// query each API call gets from them. Pure functions, unit-tested in tests/problems-filters.test.ts.
import type { components } from '@/api/schema';
import { DIFFICULTIES, PROBLEM_CATEGORIES } from '@/lib/constants';
import type { ListProblemsQuery, SearchProblemsQuery } from '@/api/queries/problems/keys';

type Schemas = components['schemas'];
export type Difficulty = Schemas['Difficulty'];
export type ProblemCategory = Schemas['ProblemCategory'];
export type ProblemStatus = Schemas['ProblemStatus'];
export type SortKey = NonNullable<ListProblemsQuery['sort_by']>;
export type SortOrder = NonNullable<ListProblemsQuery['order']>;

export const STATUSES: readonly ProblemStatus[] = ['solved', 'attempted', 'not_attempted'];
export const CATEGORIES: readonly ProblemCategory[] = PROBLEM_CATEGORIES;
export const SORT_KEYS: readonly SortKey[] = ['frontend_id', 'title', 'difficulty', 'acceptance_rate', 'frequency'];
/** Rows per page the list offers (the contract allows up to 500; 100 keeps a page light). */
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** The contract's limits: at most 10 tags of up to 50 characters, search text up to 100, search limit 50. */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 50;
export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_LIMIT = 50;

export interface ProblemFilters {
  q: string;
  difficulty?: Difficulty;
  category?: ProblemCategory;
  status?: ProblemStatus;
  tags: string[];
  /** A study list's id (issue 27 item 3). */
  list?: string;
  sort: SortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export const DEFAULT_FILTERS: ProblemFilters = {
  q: '',
  tags: [],
  sort: 'frontend_id',
  order: 'asc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrUndefined = (value: string | null) => (value !== null && UUID.test(value) ? value.toLowerCase() : undefined);

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, MAX_TAG_LENGTH);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === MAX_TAGS) break;
  }
  return out;
}

/** Reads the filters from the URL; anything unknown or malformed falls back to the default. */
export function parseFilters(params: URLSearchParams): ProblemFilters {
  const size = positiveInt(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    category: oneOf(CATEGORIES, params.get('category')),
    status: oneOf(STATUSES, params.get('status')),
    tags: normaliseTags(params.getAll('tags')),
    list: uuidOrUndefined(params.get('list')),
    sort: oneOf(SORT_KEYS, params.get('sort_by')) ?? DEFAULT_FILTERS.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? DEFAULT_FILTERS.order,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the filters to URL params, leaving out defaults so links stay short. */
export function filtersToParams(filters: ProblemFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.category) params.set('category', filters.category);
  if (filters.status) params.set('status', filters.status);
  for (const tag of normaliseTags(filters.tags)) params.append('tags', tag);
  if (filters.list) params.set('list', filters.list);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort_by', filters.sort);
  if (filters.order !== DEFAULT_FILTERS.order) params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(filters.pageSize));
  return params;
}

/** A change of what is shown (filter, search, sort, page size) starts again at page 1. */
export function updateFilters(current: ProblemFilters, change: Partial<ProblemFilters>): ProblemFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Clicking a sortable header: a new column sorts ascending, the same column flips direction. */
export function toggleSort(current: ProblemFilters, key: SortKey): ProblemFilters {
  const order: SortOrder = current.sort === key && current.order === 'asc' ? 'desc' : 'asc';
  return updateFilters(current, { sort: key, order });
}

export const isSearching = (filters: ProblemFilters) => filters.q.trim().length > 0;

export function hasActiveFilters(filters: ProblemFilters): boolean {
  return Boolean(filters.q.trim() || filters.difficulty || filters.category || filters.status || filters.tags.length || filters.list);
}

export function toListQuery(filters: ProblemFilters): ListProblemsQuery {
  return {
    page: filters.page,
    page_size: filters.pageSize,
    ...(filters.difficulty && { difficulty: filters.difficulty }),
    ...(filters.category && { category: filters.category }),
    ...(filters.status && { status: filters.status }),
    ...(filters.tags.length > 0 && { tags: filters.tags }),
    ...(filters.list && { list: filters.list }),
    sort_by: filters.sort,
    order: filters.order,
  };
}

/** Search takes no tags, sort or page: it returns the best matches, ranked by relevance. */
export function toSearchQuery(filters: ProblemFilters): SearchProblemsQuery {
  return {
    q: filters.q.trim(),
    limit: SEARCH_LIMIT,
    ...(filters.difficulty && { difficulty: filters.difficulty }),
    ...(filters.category && { category: filters.category }),
    ...(filters.status && { status: filters.status }),
  };
}

/** Search cannot filter by tags on the server, so its matches are narrowed here (every tag must match). */
export function matchesTags(problemTags: readonly string[], wanted: readonly string[]): boolean {
  const have = new Set(problemTags.map((tag) => tag.toLowerCase()));
  return wanted.every((tag) => have.has(tag.toLowerCase()));
}
