// The users section: what is shown (toolbar), what is selected (bulk actions), the table, paging, and the
// confirmation and drawer the table's actions open.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useAdminUsers } from '@/api/queries/admin/list-admin-users';
import { useSession } from '@/auth/session-instance';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { formatNumber } from '@/lib/format';
import { pageCount } from '@/lib/page-count';
import { usePreferences } from '@/lib/preferences';
import { useUsersQuery } from '../use-users-query';
import { bulkDeleteIds, PAGE_SIZES, toRequestQuery } from '../users-query';
import { BulkActions } from './bulk-actions';
import { UserActionConfirm, type UserAction } from './user-action-confirm';
import { UserDrawer } from './user-drawer';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

type AdminUser = Schemas['AdminUser'];

export function UsersPanel() {
  const { t } = useTranslation('admin');
  const { language } = usePreferences();
  const session = useSession();
  const selfId = session.status === 'authenticated' ? session.user.id : undefined;

  const { query, searchText, setSearchText, update, setPage, clearFilters } = useUsersQuery();
  const users = useAdminUsers(toRequestQuery(query));
  const rows = useMemo(() => users.data?.items ?? [], [users.data]);
  const total = users.data?.total ?? 0;

  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  // Selection is per page of results: a new page, filter or search starts empty.
  useEffect(() => setSelectedIds(new Set()), [query]);
  const deletableIds = useMemo(() => bulkDeleteIds(selectedIds, selfId), [selectedIds, selfId]);

  const [action, setAction] = useState<UserAction | null>(null);
  const [drawerUser, setDrawerUser] = useState<AdminUser | null>(null);
  const handleDetails = useCallback((user: AdminUser) => setDrawerUser(user), []);
  const handleToggleAdmin = useCallback((user: AdminUser) => setAction({ kind: 'toggle', user }), []);
  const handleDelete = useCallback((user: AdminUser) => setAction({ kind: 'delete', user }), []);
  const handleDone = (done: UserAction) => {
    if (done.kind === 'bulk') setSelectedIds(new Set());
    if (done.kind === 'delete' && drawerUser?.id === done.user.id) setDrawerUser(null);
  };
  const filtered = Boolean(query.search || query.adminOnly);

  return (
    <section aria-labelledby="admin-users-title" className="admin-section">
      <h2 id="admin-users-title" className="admin-section__title">
        {t('users.title')}
        {users.data && <span className="muted admin-section__count">{t('users.total', { total: formatNumber(total, language) })}</span>}
      </h2>

      <UsersToolbar searchText={searchText} onSearchText={setSearchText} searching={users.isFetching && !users.isPending} filters={query} onChange={update} />
      <BulkActions
        selectedCount={selectedIds.size}
        deletableIds={deletableIds}
        selfSelected={selfId !== undefined && selectedIds.has(selfId)}
        canSelectPage={rows.length > 0}
        onSelectPage={() => setSelectedIds(new Set(rows.map((user) => user.id)))}
        onClear={() => setSelectedIds(new Set())}
        onDelete={(ids) => setAction({ kind: 'bulk', ids })}
      />

      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} title={t('users.error')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon="people"
          title={filtered ? t('users.emptyFiltered') : t('users.empty')}
          action={filtered ? <Button text={t('users.clearFilters')} onClick={clearFilters} /> : undefined}
        />
      ) : (
        <>
          {users.isPlaceholderData && users.isFetching && (
            <Callout compact intent="primary" className="admin-updating">
              {t('users.updating')}
            </Callout>
          )}
          <UsersTable
            users={rows}
            selfId={selfId}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            sortBy={query.sortBy}
            order={query.order}
            onDetails={handleDetails}
            onToggleAdmin={handleToggleAdmin}
            onDelete={handleDelete}
          />
        </>
      )}

      <Pager
        page={query.page}
        pages={pageCount(total, query.pageSize)}
        onPage={setPage}
        pageSize={{ value: query.pageSize, options: PAGE_SIZES, onChange: (pageSize) => update({ pageSize }) }}
      />

      <UserActionConfirm action={action} onClose={() => setAction(null)} onDone={handleDone} />
      <UserDrawer userId={drawerUser?.id ?? null} fallbackName={drawerUser?.username ?? ''} onClose={() => setDrawerUser(null)} />
    </section>
  );
}
