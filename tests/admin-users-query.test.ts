import { describe, expect, it } from 'vitest';
import {
  bulkDeleteIds,
  DEFAULT_USERS_QUERY,
  rowRanges,
  rowsOfRegions,
  toRequestQuery,
} from '@/features/admin/users-query';
import { exportFileName } from '@/api/queries/admin/export-users';

describe('admin users query', () => {
  it('leaves out an empty search and a false admins-only filter', () => {
    expect(toRequestQuery(DEFAULT_USERS_QUERY)).toEqual({ page: 1, page_size: 50, sort_by: 'created_at', order: 'desc' });
  });
  it('sends a trimmed search and the filter when set', () => {
    const query = toRequestQuery({ ...DEFAULT_USERS_QUERY, search: '  chen ', adminOnly: true, sortBy: 'username', order: 'asc', page: 3, pageSize: 500 });
    expect(query).toEqual({ page: 3, page_size: 500, sort_by: 'username', order: 'asc', search: 'chen', admin_only: true });
  });
  it('turns table regions into full rows', () => {
    expect(rowsOfRegions([{ rows: [2, 4] }, { rows: [3, 3] }, { rows: [9, 9] }], 6)).toEqual([2, 3, 4]);
    expect(rowsOfRegions([{ rows: null }], 3)).toEqual([0, 1, 2]);
  });
  it('never bulk-deletes the admin themselves', () => {
    expect(bulkDeleteIds(new Set(['a', 'self', 'b']), 'self')).toEqual(['a', 'b']);
  });
  it('names the export file from Content-Disposition, else by date', () => {
    expect(exportFileName('attachment; filename="algocoach-users-2026-11-21.csv"', 'csv')).toBe('algocoach-users-2026-11-21.csv');
    expect(exportFileName('attachment; filename="../../etc/passwd"', 'csv')).toBe('_.._etc_passwd.csv');
    expect(exportFileName(null, 'csv', new Date(2026, 0, 5))).toBe('algocoach-users-2026-01-05.csv');
    expect(exportFileName(null, 'json', new Date(2026, 10, 21))).toBe('algocoach-users-2026-11-21.json');
  });
  it('gives the export file the extension of the format asked for', () => {
    expect(exportFileName('attachment; filename="algocoach-users-2026-11-21.csv"', 'json')).toBe('algocoach-users-2026-11-21.json');
    expect(exportFileName('attachment; filename="users"', 'json')).toBe('users.json');
    expect(exportFileName('attachment; filename="users.v2"', 'csv')).toBe('users.v2.csv');
  });
  it('merges selected rows into runs, so the table draws one box per run', () => {
    expect(rowRanges([])).toEqual([]);
    expect(rowRanges([0, 1, 2, 5, 7, 8])).toEqual([[0, 2], [5, 5], [7, 8]]);
  });
});
