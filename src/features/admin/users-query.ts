// Pure logic of the users table: the console's state, the query it sends to GET /admin/users, selection rules.
import type { ListAdminUsersQuery } from '@/api/queries/admin/keys';

export type SortBy = NonNullable<ListAdminUsersQuery['sort_by']>;
export type SortOrder = NonNullable<ListAdminUsersQuery['order']>;

export const SORT_COLUMNS: readonly SortBy[] = ['created_at', 'username', 'email', 'last_active_at', 'submission_count'];
export const PAGE_SIZES = [50, 100, 200, 500] as const;
export const SEARCH_MAX_LENGTH = 100;

export interface UsersQuery {
  page: number;
  pageSize: number;
  search: string;
  adminOnly: boolean;
  sortBy: SortBy;
  order: SortOrder;
}

export const DEFAULT_USERS_QUERY: UsersQuery = {
  page: 1,
  pageSize: 50,
  search: '',
  adminOnly: false,
  sortBy: 'created_at',
  order: 'desc',
};

/** The request's query string: empty search and a false filter are left out. */
export function toRequestQuery(query: UsersQuery): ListAdminUsersQuery {
  const search = query.search.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    page: query.page,
    page_size: query.pageSize,
    sort_by: query.sortBy,
    order: query.order,
    ...(search ? { search } : {}),
    ...(query.adminOnly ? { admin_only: true } : {}),
  };
}


/** Row indexes covered by table regions (a region without rows means every row). */
export function rowsOfRegions(regions: { rows?: [number, number] | null }[], rowCount: number): number[] {
  const rows = new Set<number>();
  for (const region of regions) {
    const [start, end] = region.rows ?? [0, rowCount - 1];
    for (let row = Math.max(0, start); row <= Math.min(end, rowCount - 1); row += 1) rows.add(row);
  }
  return [...rows].sort((a, b) => a - b);
}

/** Sorted row indexes as inclusive [start, end] runs: [0, 1, 2, 5] → [[0, 2], [5, 5]]. */
export function rowRanges(sorted: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const index of sorted) {
    const last = ranges.at(-1);
    if (last && index === last[1] + 1) last[1] = index;
    else ranges.push([index, index]);
  }
  return ranges;
}

/** The ids a bulk delete sends: the selection without the admin's own account. */
export function bulkDeleteIds(selected: Iterable<string>, selfId: string | undefined): string[] {
  return [...selected].filter((id) => id !== selfId);
}
