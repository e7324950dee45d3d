// GET /admin/users/{id}: one user's details for the drawer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys } from './keys';

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/users/{id}', { params: { path: { id } }, signal })),
  });

export const useAdminUser = (id: string | null) => useQuery({ ...adminUserQuery(id ?? ''), enabled: id !== null });
