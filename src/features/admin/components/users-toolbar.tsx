// Above the users table: search, sort and the admins-only filter, and the export of what the filter selects.
import { Button, FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import type { UsersFilters } from '../use-users-query';
import { SEARCH_MAX_LENGTH, SORT_COLUMNS, type SortBy } from '../users-query';
import { ExportUsers } from './export-users';

interface UsersToolbarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  /** A search (or another change) is being answered. */
  searching: boolean;
  filters: UsersFilters;
  onChange: (patch: Partial<UsersFilters>) => void;
}

export function UsersToolbar({ searchText, onSearchText, searching, filters, onChange }: UsersToolbarProps) {
  const { t } = useTranslation('admin');
  const order = t(filters.order === 'asc' ? 'users.sort.asc' : 'users.sort.desc');
  return (
    <div className="admin-toolbar">
      <SearchField
        id="admin-user-search"
        className="admin-toolbar__search"
        label={t('users.search.label')}
        placeholder={t('users.search.placeholder')}
        value={searchText}
        onChange={onSearchText}
        maxLength={SEARCH_MAX_LENGTH}
        searching={searching}
        searchingLabel={t('users.searching')}
      />
      <FormGroup label={t('users.sort.label')} labelFor="admin-user-sort">
        <div className="admin-toolbar__inline">
          <HTMLSelect
            id="admin-user-sort"
            value={filters.sortBy}
            onChange={(event) => onChange({ sortBy: event.currentTarget.value as SortBy })}
            options={SORT_COLUMNS.map((column) => ({ value: column, label: t(`users.sort.by.${column}`) }))}
          />
          <Button
            variant="outlined"
            icon={filters.order === 'asc' ? 'sort-asc' : 'sort-desc'}
            text={order}
            aria-label={t('users.sort.toggle', { order })}
            onClick={() => onChange({ order: filters.order === 'asc' ? 'desc' : 'asc' })}
          />
        </div>
      </FormGroup>
      <FormGroup label={t('users.filter.label')} labelFor="admin-user-admins">
        <Switch
          id="admin-user-admins"
          checked={filters.adminOnly}
          label={t('users.filter.adminOnly')}
          onChange={(event) => onChange({ adminOnly: event.currentTarget.checked })}
        />
      </FormGroup>
      <ExportUsers adminOnly={filters.adminOnly} />
    </div>
  );
}
