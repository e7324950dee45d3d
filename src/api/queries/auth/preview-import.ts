// POST /auth/me/import/preview: what importing an export would add, without writing anything.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export type LearnerExport = Schemas['LearnerExport'];

export const previewImport = (body: LearnerExport) => unwrap(api.POST('/auth/me/import/preview', { body }));

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
