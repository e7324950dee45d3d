// Query keys of the admin console, so mutations can refresh exactly what they changed.
import type { UsersQuery } from '../users-query';

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  activity: (limit: number) => [...adminKeys.all, 'activity', limit] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: UsersQuery) => [...adminKeys.users(), 'list', query] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
};
