// A LeetCode history file as the contract's LeetCodeHistory: JSON (the document itself, or just its rows) or CSV
// with the header `id,title_slug,lang,timestamp,status_display,code` (RFC 4180 quoting, so code may hold commas,
// quotes and line breaks). Read in the browser, so a wrong file gets its message before anything is sent.
import type { Schemas } from '@/api/client';

type Row = Schemas['LeetCodeSubmissionRow'];
export type LeetCodeSite = Schemas['LeetCodeHistory']['site'];
export type LeetCodeFileResult = { ok: true; history: Schemas['LeetCodeHistory'] } | { ok: false; problem: 'leetcodeUnreadable' | 'leetcodeEmpty' };

const COLUMNS = ['id', 'title_slug', 'lang', 'timestamp', 'status_display', 'code'] as const;

/** RFC 4180 records: fields split by commas, quoted fields may hold commas, "" and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      if (record.some((f) => f !== '')) records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  record.push(field);
  if (record.some((f) => f !== '')) records.push(record);
  return records;
}

function fromCsv(text: string): Row[] | null {
  const [header, ...records] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return null;
  const at = Object.fromEntries(COLUMNS.map((name) => [name, header.map((h) => h.trim().toLowerCase()).indexOf(name)]));
  if (at.title_slug! < 0 || at.lang! < 0 || at.timestamp! < 0 || at.status_display! < 0) return null;
  return records.map((r) => ({
    ...(at.id! >= 0 && r[at.id!] ? { id: r[at.id!]!.trim() } : {}),
    title_slug: (r[at.title_slug!] ?? '').trim(),
    lang: (r[at.lang!] ?? '').trim(),
    timestamp: Number(r[at.timestamp!]),
    status_display: (r[at.status_display!] ?? '').trim(),
    ...(at.code! >= 0 && r[at.code!] ? { code: r[at.code!] } : {}),
  }));
}

export function readLeetCodeHistory(text: string, site: LeetCodeSite): LeetCodeFileResult {
  let rows: Row[] | null = null;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      const list = Array.isArray(parsed) ? parsed : (parsed as { submissions?: unknown }).submissions;
      rows = Array.isArray(list) ? (list as Row[]) : null;
    } catch {
      rows = null;
    }
  } else rows = fromCsv(text);
  if (!rows) return { ok: false, problem: 'leetcodeUnreadable' };
  if (!rows.length) return { ok: false, problem: 'leetcodeEmpty' };
  return { ok: true, history: { site, submissions: rows } };
}
