// GET /auth/me/export: everything the learner owns as one JSON file, read as a blob and saved under the server's
// file name.
import { useMutation } from '@tanstack/react-query';
import { api, toApiError } from '@/api/client';
import { errorFromResponse } from '@/api/errors';
import { saveBlob } from '@/lib/save-blob';

export async function exportMyData(): Promise<{ blob: Blob; fileName: string }> {
  let result;
  try {
    result = await api.GET('/auth/me/export', { parseAs: 'blob' });
  } catch (error) {
    throw toApiError(error);
  }
  const { data, error, response } = result;
  if (!response.ok || !data) throw errorFromResponse(response.status, error);
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  // Never a server-sent name that points into folders or is hidden.
  const fileName = named?.replace(/[\\/]/g, '_').replace(/^\.+/, '') || 'algocoach-export.json';
  return { blob: new Blob([data], { type: 'application/json' }), fileName };
}

export const useExportMyData = () => useMutation({ mutationFn: exportMyData, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
