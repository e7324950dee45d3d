// Query keys of the admin console (tag `admin`); every mutation there refreshes `all`.
import type { operations } from '@/api/schema';

/** The request query of GET /admin/users, which keys its answers. */
export type ListAdminUsersQuery = NonNullable<operations['listAdminUsers']['parameters']['query']>;

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  activity: (limit: number) => [...adminKeys.all, 'activity', limit] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: ListAdminUsersQuery) => [...adminKeys.users(), 'list', query] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
};
