// Pure logic of the users table: the query sent to GET /admin/users, selection rules and export file names.
import type { paths } from '@/api/schema';

type ListQuery = NonNullable<paths['/admin/users']['get']['parameters']['query']>;
export type SortBy = NonNullable<ListQuery['sort_by']>;
export type SortOrder = NonNullable<ListQuery['order']>;
export type ExportFormat = 'csv' | 'json';

export const SORT_COLUMNS: readonly SortBy[] = ['created_at', 'username', 'email', 'last_active_at', 'submission_count'];
export const PAGE_SIZES = [50, 100, 200, 500] as const;
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json'];
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;

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
export function toRequestQuery(query: UsersQuery): ListQuery {
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

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
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

/**
 * The export's Accept header: the file's type first, so a server (or mock) that negotiates by Accept sends that
 * format, and JSON after it, which is what error answers come in.
 */
export const EXPORT_ACCEPT: Record<ExportFormat, string> = { csv: 'text/csv, application/json;q=0.5', json: 'application/json' };

/**
 * The file name of Content-Disposition, else `algocoach-users-YYYY-MM-DD.<format>`. The extension always
 * matches the format asked for: a JSON file saved as `.csv` would open in the wrong program.
 */
export function exportFileName(contentDisposition: string | null, format: ExportFormat, today = new Date()): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const raw = match?.[1]?.trim();
  if (raw) {
    let name = raw;
    try {
      name = decodeURIComponent(raw);
    } catch {
      // keep the raw name
    }
    // Never let a server-sent name point into folders or be hidden.
    name = name.replace(/[\\/]/g, '_').replace(/^\.+/, '');
    if (name) return withExtension(name, format);
  }
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `algocoach-users-${day}.${format}`;
}

function withExtension(name: string, format: ExportFormat): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extension === format) return name;
  const known = (EXPORT_FORMATS as readonly string[]).includes(extension);
  return `${known ? name.slice(0, dot) : name}.${format}`;
}
