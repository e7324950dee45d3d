// POST /admin/users/bulk-delete: deletes several users (the admin's own account is never among them).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { adminKeys } from './keys';

export const bulkDeleteUsers = (userIds: string[]) => unwrap(api.POST('/admin/users/bulk-delete', { body: { user_ids: userIds } }));

export function useBulkDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDeleteUsers, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
