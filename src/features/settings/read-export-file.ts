// Reads a chosen export file before anything is sent: a file that is too large, not JSON or not an AlgoCoach
// export gets its own message at once instead of a round trip (the server checks it all again).
import type { Schemas } from '@/api/client';

/** The server's limit for an import body (the contract's x-body-limit of POST /auth/me/import). */
export const IMPORT_LIMIT_BYTES = 16 * 1024 * 1024;

export type ExportFileResult = { ok: true; document: Schemas['LearnerExport'] } | { ok: false; problem: 'tooLarge' | 'notJson' | 'notExport' };

/** The file's text (FileReader: every browser has it, and so does the tests' jsdom, unlike Blob.text()). */
export function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

export async function readExportFile(file: Blob): Promise<ExportFileResult> {
  if (file.size > IMPORT_LIMIT_BYTES) return { ok: false, problem: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await textOf(file));
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const looksRight = typeof parsed === 'object' && parsed !== null && (parsed as { format?: unknown }).format === 'algocoach-export';
  return looksRight ? { ok: true, document: parsed as Schemas['LearnerExport'] } : { ok: false, problem: 'notExport' };
}
