// What the users table shows: the search (sent once typing stops), sort, admins-only filter, page and page size,
// as one query for GET /admin/users. A new search, filter, sort or page size starts again at page 1.
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { DEFAULT_USERS_QUERY, type UsersQuery } from './users-query';

export type UsersFilters = Omit<UsersQuery, 'search'>;

export function useUsersQuery() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<UsersFilters>(DEFAULT_USERS_QUERY);
  const query = useMemo<UsersQuery>(() => ({ ...filters, search: search.trim() }), [filters, search]);
  // A new search starts from the first page.
  useEffect(() => setFilters((current) => (current.page === 1 ? current : { ...current, page: 1 })), [search]);

  return {
    query,
    searchText,
    setSearchText,
    /** A change of what is shown: back to page 1. */
    update: (patch: Partial<UsersFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch })),
    setPage: (page: number) => setFilters((current) => ({ ...current, page })),
    clearFilters: () => {
      setSearchText('');
      setFilters((current) => ({ ...current, page: 1, adminOnly: false }));
    },
  };
}
