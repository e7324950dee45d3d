import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { toRequestQuery, type UsersQuery } from '../users-query';
import { adminKeys } from './keys';

export const adminUsersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/users', { params: { query: toRequestQuery(query) }, signal })),
    // Keep the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: UsersQuery) => useQuery(adminUsersQuery(query));
