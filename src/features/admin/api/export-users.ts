// Export downloads a file: the body is read as a blob and saved under the server's file name.
import { useMutation } from '@tanstack/react-query';
import { api, toApiError } from '@/api/client';
import { errorFromResponse } from '@/api/errors';
import { EXPORT_ACCEPT, exportFileName, type ExportFormat } from '../users-query';

export interface ExportRequest {
  format: ExportFormat;
  adminOnly: boolean;
}

export async function exportUsers({ format, adminOnly }: ExportRequest): Promise<{ blob: Blob; fileName: string }> {
  let result;
  try {
    result = await api.GET('/admin/users/export', {
      params: { query: { format, admin_only: adminOnly } },
      headers: { Accept: EXPORT_ACCEPT[format] },
      parseAs: 'blob',
    });
  } catch (error) {
    throw toApiError(error);
  }
  const { data, error, response } = result;
  if (!response.ok || !data) throw errorFromResponse(response.status, error);
  return { blob: data, fileName: exportFileName(response.headers.get('Content-Disposition'), format) };
}

/** Hands the blob to the browser as a download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportUsers() {
  return useMutation({
    mutationFn: exportUsers,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
