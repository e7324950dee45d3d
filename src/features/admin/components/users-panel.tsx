// The users section: filters, the table, paging, bulk actions, per-row confirmations, the drawer and export.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { ConfirmAlert } from '@/components/confirm-alert';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useSession } from '@/auth/session-instance';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useErrorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useBulkDeleteUsers } from '../api/bulk-delete-users';
import { useDeleteUser } from '../api/delete-user';
import { useExportUsers } from '../api/export-users';
import { useAdminUsers } from '../api/list-users';
import { useToggleAdmin } from '../api/toggle-admin';
import { useDebouncedValue } from '../use-debounced-value';
import {
  bulkDeleteIds,
  DEFAULT_USERS_QUERY,
  EXPORT_FORMATS,
  PAGE_SIZES,
  pageCount,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SORT_COLUMNS,
  type ExportFormat,
  type SortBy,
  type UsersQuery,
} from '../users-query';
import { UserDrawer } from './user-drawer';
import { UsersTable } from './users-table';

type AdminUser = Schemas['AdminUser'];
type Confirm = { kind: 'toggle'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | { kind: 'bulk'; ids: string[] } | null;

export function UsersPanel() {
  const { t } = useTranslation('admin');
  const { language } = usePreferences();
  const describe = useErrorText();
  const session = useSession();
  const selfId = session.status === 'authenticated' ? session.user.id : undefined;

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<Omit<UsersQuery, 'search'>>(DEFAULT_USERS_QUERY);
  const query = useMemo<UsersQuery>(() => ({ ...filters, search: search.trim() }), [filters, search]);
  // A new search starts from the first page.
  useEffect(() => setFilters((current) => (current.page === 1 ? current : { ...current, page: 1 })), [search]);

  const users = useAdminUsers(query);
  const rows = useMemo(() => users.data?.items ?? [], [users.data]);
  const total = users.data?.total ?? 0;
  const pages = pageCount(total, query.pageSize);

  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  // Selection is per page of results: a new page, filter or search starts empty.
  useEffect(() => setSelectedIds(new Set()), [query]);
  const deletableIds = useMemo(() => bulkDeleteIds(selectedIds, selfId), [selectedIds, selfId]);
  const selfSelected = selfId !== undefined && selectedIds.has(selfId);

  const [confirm, setConfirm] = useState<Confirm>(null);
  const [drawerUser, setDrawerUser] = useState<AdminUser | null>(null);
  const [exportFormat, setExportFormat] = useState<ExportFormat>('csv');

  const toggleAdmin = useToggleAdmin();
  const deleteUser = useDeleteUser();
  const bulkDelete = useBulkDeleteUsers();
  const exportUsers = useExportUsers();

  const update = (patch: Partial<Omit<UsersQuery, 'search'>>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  // Failures name what failed, then the server's reason (translated when its code is known).
  const fail = (key: 'toggle.failed' | 'delete.failed' | 'bulk.failed' | 'export.failed', name?: string) => (error: unknown) =>
    showToast({ intent: 'danger', icon: 'error', message: t(key, { name, message: describe(error) }) });

  const handleDetails = useCallback((user: AdminUser) => setDrawerUser(user), []);
  const handleToggleAdmin = useCallback((user: AdminUser) => setConfirm({ kind: 'toggle', user }), []);
  const handleDelete = useCallback((user: AdminUser) => setConfirm({ kind: 'delete', user }), []);

  const handleConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === 'toggle') {
      const { user } = confirm;
      toggleAdmin.mutate(user.id, {
        onSuccess: (updated) =>
          showToast({
            intent: 'success',
            icon: 'tick',
            message: t(updated.is_admin ? 'toggle.granted' : 'toggle.revoked', { name: updated.username }),
          }),
        onError: fail('toggle.failed', user.username),
        onSettled: () => setConfirm(null),
      });
    } else if (confirm.kind === 'delete') {
      const { user } = confirm;
      deleteUser.mutate(user.id, {
        onSuccess: () => {
          showToast({ intent: 'success', icon: 'tick', message: t('delete.done', { name: user.username }) });
          if (drawerUser?.id === user.id) setDrawerUser(null);
        },
        onError: fail('delete.failed', user.username),
        onSettled: () => setConfirm(null),
      });
    } else {
      bulkDelete.mutate(confirm.ids, {
        onSuccess: (result) => {
          setSelectedIds(new Set());
          showToast({
            intent: result.skipped.length ? 'warning' : 'success',
            icon: 'tick',
            message: result.skipped.length
              ? t('bulk.donePartial', { count: result.deleted, skipped: result.skipped.length })
              : t('bulk.done', { count: result.deleted }),
          });
        },
        onError: fail('bulk.failed'),
        onSettled: () => setConfirm(null),
      });
    }
  };

  const handleExport = () =>
    exportUsers.mutate(
      { format: exportFormat, adminOnly: filters.adminOnly },
      {
        onSuccess: ({ fileName }) => showToast({ intent: 'success', icon: 'download', message: t('export.done', { file: fileName }) }),
        onError: fail('export.failed'),
      },
    );

  const busy = toggleAdmin.isPending || deleteUser.isPending || bulkDelete.isPending;

  return (
    <section aria-labelledby="admin-users-title" className="admin-section">
      <h2 id="admin-users-title" className="admin-section__title">
        {t('users.title')}
        {users.data && <span className="muted admin-section__count">{t('users.total', { total: formatNumber(total, language) })}</span>}
      </h2>

      <div className="admin-toolbar">
        <FormGroup label={t('users.search.label')} labelFor="admin-user-search" className="admin-toolbar__search">
          <InputGroup
            id="admin-user-search"
            type="search"
            leftIcon="search"
            placeholder={t('users.search.placeholder')}
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            onValueChange={setSearchText}
            rightElement={users.isFetching && !users.isPending ? <Spinner size={16} aria-label={t('users.searching')} /> : undefined}
          />
        </FormGroup>
        <FormGroup label={t('users.sort.label')} labelFor="admin-user-sort">
          <div className="admin-toolbar__inline">
            <HTMLSelect
              id="admin-user-sort"
              value={filters.sortBy}
              onChange={(event) => update({ sortBy: event.currentTarget.value as SortBy })}
              options={SORT_COLUMNS.map((column) => ({ value: column, label: t(`users.sort.by.${column}`) }))}
            />
            <Button
              variant="outlined"
              icon={filters.order === 'asc' ? 'sort-asc' : 'sort-desc'}
              text={t(filters.order === 'asc' ? 'users.sort.asc' : 'users.sort.desc')}
              aria-label={t('users.sort.toggle', {
                order: t(filters.order === 'asc' ? 'users.sort.asc' : 'users.sort.desc'),
              })}
              onClick={() => update({ order: filters.order === 'asc' ? 'desc' : 'asc' })}
            />
          </div>
        </FormGroup>
        <FormGroup label={t('users.filter.label')} labelFor="admin-user-admins">
          <Switch
            id="admin-user-admins"
            checked={filters.adminOnly}
            label={t('users.filter.adminOnly')}
            onChange={(event) => update({ adminOnly: event.currentTarget.checked })}
          />
        </FormGroup>
        <FormGroup label={t('export.label')} labelFor="admin-export-format">
          <div className="admin-toolbar__inline">
            <HTMLSelect
              id="admin-export-format"
              aria-label={t('export.format')}
              value={exportFormat}
              onChange={(event) => setExportFormat(event.currentTarget.value as ExportFormat)}
              options={EXPORT_FORMATS.map((format) => ({ value: format, label: t(`export.formats.${format}`) }))}
            />
            <Button
              icon="download"
              text={filters.adminOnly ? t('export.buttonAdmins') : t('export.button')}
              loading={exportUsers.isPending}
              onClick={handleExport}
            />
          </div>
        </FormGroup>
      </div>

      <div className="admin-bulk" role="toolbar" aria-label={t('bulk.label')}>
        <span aria-live="polite" className="admin-bulk__count" data-testid="selected-count">
          {t('bulk.selected', { count: selectedIds.size })}
        </span>
        <Button
          variant="outlined"
          size="small"
          icon="select"
          text={t('bulk.selectPage')}
          disabled={rows.length === 0}
          onClick={() => setSelectedIds(new Set(rows.map((user) => user.id)))}
        />
        <Button
          variant="outlined"
          size="small"
          icon="cross"
          text={t('bulk.clear')}
          disabled={selectedIds.size === 0}
          onClick={() => setSelectedIds(new Set())}
        />
        <Button
          size="small"
          intent="danger"
          icon="trash"
          text={t('bulk.delete', { count: deletableIds.length })}
          disabled={deletableIds.length === 0}
          onClick={() => setConfirm({ kind: 'bulk', ids: deletableIds })}
        />
        {selfSelected && <span className="admin-bulk__note">{t('bulk.selfExcluded')}</span>}
        <span className="muted admin-bulk__hint">{t('bulk.hint')}</span>
      </div>

      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} title={t('users.error')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon="people"
          title={query.search || query.adminOnly ? t('users.emptyFiltered') : t('users.empty')}
          action={
            query.search || query.adminOnly ? (
              <Button
                text={t('users.clearFilters')}
                onClick={() => {
                  setSearchText('');
                  update({ adminOnly: false });
                }}
              />
            ) : undefined
          }
        />
      ) : (
        <>
          {users.isPlaceholderData && users.isError === false && users.isFetching && (
            <Callout compact intent="primary" className="admin-updating">
              {t('users.updating')}
            </Callout>
          )}
          <UsersTable
            users={rows}
            selfId={selfId}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            sortBy={filters.sortBy}
            order={filters.order}
            onDetails={handleDetails}
            onToggleAdmin={handleToggleAdmin}
            onDelete={handleDelete}
          />
        </>
      )}

      <nav className="admin-pager" aria-label={t('pager.label')}>
        <Button
          variant="outlined"
          icon="chevron-left"
          text={t('pager.previous')}
          disabled={filters.page <= 1}
          onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
        />
        <span>{t('pager.status', { page: formatNumber(filters.page, language), pages: formatNumber(pages, language) })}</span>
        <Button
          variant="outlined"
          endIcon="chevron-right"
          text={t('pager.next')}
          disabled={filters.page >= pages}
          onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
        />
        <label htmlFor="admin-page-size" className="admin-pager__size">
          {t('pager.pageSize')}
        </label>
        <HTMLSelect
          id="admin-page-size"
          value={filters.pageSize}
          onChange={(event) => update({ pageSize: Number(event.currentTarget.value) })}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
      </nav>

      <ConfirmAlert
        isOpen={confirm !== null}
        icon={confirm?.kind === 'toggle' ? 'crown' : 'trash'}
        intent={confirm?.kind === 'toggle' ? 'warning' : 'danger'}
        confirmButtonText={
          confirm?.kind === 'toggle'
            ? t(confirm.user.is_admin ? 'toggle.confirmRevoke' : 'toggle.confirmGrant')
            : t('common:actions.delete')
        }
        cancelButtonText={t('common:actions.cancel')}
        loading={busy}
        canEscapeKeyCancel={!busy}
        onConfirm={handleConfirm}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.kind === 'toggle' && (
          <p>{t(confirm.user.is_admin ? 'toggle.questionRevoke' : 'toggle.questionGrant', { name: confirm.user.username })}</p>
        )}
        {confirm?.kind === 'delete' && (
          <>
            <p>
              <strong>{t('delete.question', { name: confirm.user.username })}</strong>
            </p>
            <p>{t('delete.warning')}</p>
          </>
        )}
        {confirm?.kind === 'bulk' && (
          <>
            <p>
              <strong>{t('bulk.question', { count: confirm.ids.length })}</strong>
            </p>
            <p>{t('bulk.warning')}</p>
          </>
        )}
      </ConfirmAlert>

      <UserDrawer userId={drawerUser?.id ?? null} fallbackName={drawerUser?.username ?? ''} onClose={() => setDrawerUser(null)} />
    </section>
  );
}
