// POST /admin/users/{id}/end-sessions: logs a user out everywhere (the account stays as it is).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys } from './keys';

export const endUserSessions = (id: string) => unwrap(api.POST('/admin/users/{id}/end-sessions', { params: { path: { id } } }));

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  // The activity feed records it.
  return useMutation({ mutationFn: endUserSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
