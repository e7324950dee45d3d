import { describe, expect, it } from 'vitest';
import { IMPORT_LIMIT_BYTES, readExportFile } from '@/features/settings/read-export-file';

const file = (text: string) => new Blob([text], { type: 'application/json' });

describe('readExportFile', () => {
  it('takes an AlgoCoach export and refuses anything else with its reason', async () => {
    const document = { format: 'algocoach-export', version: 1, exported_at: '2026-11-21T00:00:00Z' };
    expect(await readExportFile(file(JSON.stringify(document)))).toEqual({ ok: true, document });
    expect(await readExportFile(file('{"format": '))).toEqual({ ok: false, problem: 'notJson' });
    expect(await readExportFile(file('[1,2]'))).toEqual({ ok: false, problem: 'notExport' });
    expect(await readExportFile(file('null'))).toEqual({ ok: false, problem: 'notExport' });
    expect(await readExportFile(file(`{"format":"algocoach-export","x":"${'x'.repeat(IMPORT_LIMIT_BYTES)}"}`))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
