// DELETE /admin/users/{id}: deletes a user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys } from './keys';

export const deleteAdminUser = (id: string) => unwrap(api.DELETE('/admin/users/{id}', { params: { path: { id } } }));

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
