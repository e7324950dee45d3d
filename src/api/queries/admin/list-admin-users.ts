// GET /admin/users: one page of users, searched, filtered and sorted on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys, type ListAdminUsersQuery } from './keys';

export const adminUsersQuery = (query: ListAdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/users', { params: { query }, signal })),
    // Keep the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: ListAdminUsersQuery) => useQuery(adminUsersQuery(query));
