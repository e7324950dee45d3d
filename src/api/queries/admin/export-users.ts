// GET /admin/users/export: every user (or the admins) as a CSV or JSON file. The body is read as a blob and
// saved under the server's file name.
import { useMutation } from '@tanstack/react-query';
import { api, toApiError } from '@/api/client';
import { errorFromResponse } from '@/api/errors';
import { saveBlob } from '@/lib/save-blob';

export type ExportFormat = 'csv' | 'json';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json'];

export interface ExportRequest {
  format: ExportFormat;
  adminOnly: boolean;
}

/**
 * The export's Accept header: the file's type first, so a server (or mock) that negotiates by Accept sends that
 * format, and JSON after it, which is what error answers come in.
 */
export const EXPORT_ACCEPT: Record<ExportFormat, string> = { csv: 'text/csv, application/json;q=0.5', json: 'application/json' };

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

export function useExportUsers() {
  return useMutation({
    mutationFn: exportUsers,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}

/**
 * The file name of Content-Disposition, else `algocoach-users-YYYY-MM-DD.<format>`. The extension always
 * matches the format asked for: a JSON file saved as `.csv` would open in the wrong program.
 */
export function exportFileName(contentDisposition: string | null, format: ExportFormat, today = new Date()): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const raw = match?.[1]?.trim();
  if (raw) {
    let name = raw;
    try {
      name = decodeURIComponent(raw);
    } catch {
      // keep the raw name
    }
    // Never let a server-sent name point into folders or be hidden.
    name = name.replace(/[\\/]/g, '_').replace(/^\.+/, '');
    if (name) return withExtension(name, format);
  }
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `algocoach-users-${day}.${format}`;
}

function withExtension(name: string, format: ExportFormat): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extension === format) return name;
  const known = (EXPORT_FORMATS as readonly string[]).includes(extension);
  return `${known ? name.slice(0, dot) : name}.${format}`;
}
