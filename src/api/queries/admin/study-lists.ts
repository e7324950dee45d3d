// POST /admin/lists, PUT and DELETE /admin/lists/{id}: the lists an admin defines. Every learner's lists (and
// the goals that may rest on a deleted list) are stale after any of them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Schemas } from '@/api/client';
import { listKeys } from '../lists/keys';

export function useCreateStudyList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['StudyListInput']) => unwrap(api.POST('/admin/lists', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: listKeys.all }),
  });
}

export function useUpdateStudyList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Schemas['StudyListInput'] }) => unwrap(api.PUT('/admin/lists/{id}', { params: { path: { id } }, body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: listKeys.all }),
  });
}

export function useDeleteStudyList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/admin/lists/{id}', { params: { path: { id } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: listKeys.all }),
  });
}
