// POST /admin/users/{id}/toggle-admin: grants or revokes a user's admin rights.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys } from './keys';

export const toggleUserAdmin = (id: string) => unwrap(api.POST('/admin/users/{id}/toggle-admin', { params: { path: { id } } }));

export function useToggleUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleUserAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
