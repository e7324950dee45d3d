// The dense users table on Blueprint's virtualised Table. Only the visible rows are ever formatted (once each,
// then cached), and cell renderers only read those strings, so a 10,000-row page scrolls without long tasks.
import { memo, useCallback, useMemo } from 'react';
import { Button, Checkbox, Icon } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, Regions, RenderMode, SelectionModes, Table, type Region } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { rowsOfRegions, rowRanges, type SortBy, type SortOrder } from '../users-query';

type AdminUser = Schemas['AdminUser'];

export interface RowActions {
  onDetails: (user: AdminUser) => void;
  onToggleAdmin: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

interface UsersTableProps extends RowActions {
  users: AdminUser[];
  selfId: string | undefined;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  sortBy: SortBy;
  order: SortOrder;
}

type TextColumn =
  | 'username'
  | 'email'
  | 'is_admin'
  | 'email_verified'
  | 'language'
  | 'created_at'
  | 'last_active_at'
  | 'submission_count'
  | 'solved_count';
type ColumnKey = TextColumn | 'select' | 'actions';

// The selection box, username and row actions come first and stay frozen, so they are reachable however narrow
// the screen is while the other columns scroll sideways.
const COLUMNS: readonly { key: ColumnKey; width: number; sort?: SortBy }[] = [
  { key: 'select', width: 64 },
  { key: 'username', width: 150, sort: 'username' },
  { key: 'actions', width: 96 },
  { key: 'email', width: 220, sort: 'email' },
  { key: 'is_admin', width: 70 },
  { key: 'email_verified', width: 80 },
  { key: 'language', width: 80 },
  { key: 'created_at', width: 120, sort: 'created_at' },
  { key: 'last_active_at', width: 120, sort: 'last_active_at' },
  { key: 'submission_count', width: 100, sort: 'submission_count' },
  { key: 'solved_count', width: 80 },
];
// A box per row lets keyboard users select rows: Blueprint's region selection needs a pointer.
const FROZEN_COLUMNS = 3; // selection box, username and the row actions
const COLUMN_WIDTHS = COLUMNS.map((column) => column.width);
const ROW_HEIGHT = 28;
/**
 * Only the visible cells exist (the table virtualises). A page of up to this many rows renders them at once:
 * little to scroll, and no cells left blank while idle-time batches wait on a busy main thread. Longer pages
 * render the rows that scroll into view in batches on later updates, so a fast scroll through thousands of
 * rows never blocks the main thread for a whole screenful of new cells (scripts/measure-table-scroll.mjs).
 */
const BATCH_RENDER_ABOVE_ROWS = 100;
const NUMERIC: ReadonlySet<ColumnKey> = new Set(['submission_count', 'solved_count']);

type RowText = Record<TextColumn, string> & { created_at_title: string; last_active_at_title: string };

/** Stops a press on a row's buttons from reaching the table, which would otherwise select the row. */
function keepPressFromTable(node: HTMLElement | null) {
  // A native listener: the table listens natively on its body, below React's root listener.
  node?.addEventListener('mousedown', stopPropagation);
}
function stopPropagation(event: Event) {
  event.stopPropagation();
}

export const UsersTable = memo(function UsersTable({
  users,
  selfId,
  selectedIds,
  onSelectionChange,
  sortBy,
  order,
  onDetails,
  onToggleAdmin,
  onDelete,
}: UsersTableProps) {
  const { t } = useTranslation('admin');
  const { language } = usePreferences();

  // Each row's strings are built the first time the row scrolls into view and kept for this page of data.
  const rowText = useMemo(() => {
    const cache: (RowText | undefined)[] = new Array(users.length);
    const yes = t('users.yes');
    const no = t('users.no');
    const never = t('users.never');
    return (index: number): RowText | undefined => {
      const cached = cache[index];
      if (cached) return cached;
      const user = users[index];
      if (!user) return undefined;
      const text: RowText = {
        username: user.username,
        email: user.email,
        is_admin: user.is_admin ? yes : no,
        email_verified: user.email_verified ? yes : no,
        language: t(`users.languageName.${user.language}`),
        created_at: formatDate(user.created_at, language),
        created_at_title: formatDateTime(user.created_at, language),
        last_active_at: user.last_active_at ? formatDate(user.last_active_at, language) : never,
        last_active_at_title: user.last_active_at ? formatDateTime(user.last_active_at, language) : '',
        submission_count: formatNumber(user.submission_count, language),
        solved_count: formatNumber(user.solved_count, language),
      };
      cache[index] = text;
      return text;
    };
  }, [users, language, t]);

  // One region per run of selected rows: the table draws a box per region, so 10,000 single rows would not do.
  const selectedRegions = useMemo<Region[]>(() => {
    if (selectedIds.size === 0) return [];
    const indexes: number[] = [];
    users.forEach((user, index) => {
      if (selectedIds.has(user.id)) indexes.push(index);
    });
    return rowRanges(indexes).map(([start, end]) => Regions.row(start, end));
  }, [users, selectedIds]);

  const handleSelection = useCallback(
    (regions: Region[]) => {
      const rows = rowsOfRegions(regions, users.length);
      onSelectionChange(new Set(rows.map((row) => users[row]?.id).filter((id): id is string => Boolean(id))));
    },
    [users, onSelectionChange],
  );

  const renderSelect = useCallback(
    (rowIndex: number) => {
      const user = users[rowIndex];
      if (!user) return <Cell />;
      return (
        <Cell interactive className="admin-table__select">
          <span ref={keepPressFromTable}>
            <Checkbox
              checked={selectedIds.has(user.id)}
              aria-label={t('users.actions.select', { name: user.username })}
              onChange={(event) => {
                const next = new Set(selectedIds);
                if (event.currentTarget.checked) next.add(user.id);
                else next.delete(user.id);
                onSelectionChange(next);
              }}
            />
          </span>
        </Cell>
      );
    },
    [users, selectedIds, onSelectionChange, t],
  );

  const renderCell = useCallback(
    (key: TextColumn) => (rowIndex: number) => {
      const row = rowText(rowIndex);
      if (!row) return <Cell />;
      const title = key === 'created_at' ? row.created_at_title : key === 'last_active_at' ? row.last_active_at_title : undefined;
      return (
        <Cell tooltip={title} className={NUMERIC.has(key) ? 'admin-table__number' : undefined}>
          {row[key]}
        </Cell>
      );
    },
    [rowText],
  );

  const renderHeader = useCallback(
    (key: TextColumn, sort?: SortBy) => () => (
      <ColumnHeaderCell
        name={t(`users.column.${key}`)}
        nameRenderer={(name) => (
          <span className="admin-table__header">
            {name}
            {sort === sortBy && (
              <Icon
                icon={order === 'asc' ? 'sort-asc' : 'sort-desc'}
                size={12}
                title={t(order === 'asc' ? 'users.sort.asc' : 'users.sort.desc')}
              />
            )}
          </span>
        )}
      />
    ),
    [t, sortBy, order],
  );

  const renderActions = useCallback(
    (rowIndex: number) => {
      const user = users[rowIndex];
      if (!user) return <Cell />;
      const isSelf = user.id === selfId;
      return (
        <Cell interactive className="admin-table__actions">
          <div className="admin-table__buttons" ref={keepPressFromTable}>
            <Button
              size="small"
              variant="minimal"
              icon="eye-open"
              aria-label={t('users.actions.details', { name: user.username })}
              title={t('users.actions.details', { name: user.username })}
              onClick={() => onDetails(user)}
            />
            <Button
              size="small"
              variant="minimal"
              icon={user.is_admin ? 'blocked-person' : 'crown'}
              intent="warning"
              disabled={isSelf}
              aria-label={
                isSelf
                  ? t('users.actions.selfProtected', { name: user.username })
                  : t(user.is_admin ? 'users.actions.revokeAdmin' : 'users.actions.grantAdmin', { name: user.username })
              }
              title={
                isSelf
                  ? t('users.actions.selfProtected', { name: user.username })
                  : t(user.is_admin ? 'users.actions.revokeAdmin' : 'users.actions.grantAdmin', { name: user.username })
              }
              onClick={() => onToggleAdmin(user)}
            />
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              intent="danger"
              disabled={isSelf}
              aria-label={isSelf ? t('users.actions.selfProtected', { name: user.username }) : t('users.actions.delete', { name: user.username })}
              title={isSelf ? t('users.actions.selfProtected', { name: user.username }) : t('users.actions.delete', { name: user.username })}
              onClick={() => onDelete(user)}
            />
          </div>
        </Cell>
      );
    },
    [users, selfId, t, onDetails, onToggleAdmin, onDelete],
  );

  const columns = useMemo(
    () =>
      COLUMNS.map((column) =>
        column.key === 'select' ? (
          <Column key="select" id="select" name={t('users.column.select')} cellRenderer={renderSelect} />
        ) : column.key === 'actions' ? (
          <Column key="actions" id="actions" name={t('users.column.actions')} cellRenderer={renderActions} />
        ) : (
          <Column
            key={column.key}
            id={column.key}
            cellRenderer={renderCell(column.key)}
            columnHeaderCellRenderer={renderHeader(column.key, column.sort)}
          />
        ),
      ),
    [renderSelect, renderCell, renderHeader, renderActions, t],
  );

  // The frozen columns hold every control, so the scrolling part of the grid has nothing to tab to: make it a
  // stop of its own, so keyboard users can scroll the other columns (and rows) with the arrow keys.
  const tableLabel = t('users.tableLabel');
  const makeScrollerFocusable = useCallback(
    (wrapper: HTMLDivElement | null) => {
      const scroller = wrapper?.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
      if (!scroller) return;
      scroller.tabIndex = 0;
      scroller.setAttribute('aria-label', tableLabel);
    },
    [tableLabel],
  );

  return (
    <div className="admin-table" role="region" aria-label={tableLabel} ref={makeScrollerFocusable}>
      <Table
        numRows={users.length}
        columnWidths={COLUMN_WIDTHS}
        numFrozenColumns={FROZEN_COLUMNS}
        defaultRowHeight={ROW_HEIGHT}
        selectionModes={SelectionModes.ROWS_AND_CELLS}
        selectedRegions={selectedRegions}
        onSelection={handleSelection}
        enableMultipleSelection
        renderMode={users.length > BATCH_RENDER_ABOVE_ROWS ? RenderMode.BATCH_ON_UPDATE : RenderMode.NONE}
        enableRowResizing={false}
        cellRendererDependencies={[rowText, users, selfId, sortBy, order, selectedIds]}
        getCellClipboardData={(row, col) => {
          const key = COLUMNS[col]?.key;
          return key && key !== 'actions' && key !== 'select' ? (rowText(row)?.[key] ?? '') : '';
        }}
      >
        {columns}
      </Table>
    </div>
  );
});
