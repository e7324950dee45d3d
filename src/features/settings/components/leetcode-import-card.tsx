// Import from LeetCode: the learner picks the site and a history file (CSV or JSON, the format the contract
// documents); each accepted problem comes in as an imported submission, and the card says what happened step by
// step ("300 found · 280 imported · 20 skipped: not in the catalogue"), then the coach's background analyses of
// the imported code as a job (GET /jobs/{id}, polled while it runs, with cancel and resume); the latest import's
// job shows when the page opens, so leaving and coming back finds it where it is. Or, signed in with their session
// cookie, the server reads the same history from the site (leetcode-cookie-import.tsx).
import { useState } from 'react';
import { Callout, Card, FileInput, FormGroup, H2, H3, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useImportLeetCodeHistory } from '@/api/queries/auth/import-leetcode-history';
import { useJob } from '@/api/queries/jobs/get-job';
import { useJobs } from '@/api/queries/jobs/list-jobs';
import { JobProgress } from '@/components/job-progress';
import { useErrorText } from '@/lib/error-text';
import { IMPORT_LIMIT_BYTES, textOf } from '../read-export-file';
import { readLeetCodeHistory, type LeetCodeSite } from '../leetcode-file';
import { LeetCodeCookieImport } from './leetcode-cookie-import';

export function LeetCodeImportCard() {
  const { t } = useTranslation('settings');
  const describe = useErrorText();
  const [site, setSite] = useState<LeetCodeSite>('cn');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importHistory = useImportLeetCodeHistory();
  // What the signed-in import brought (shown with the same steps as a file's).
  const [fromSite, setFromSite] = useState<Schemas['LeetCodeImportResult'] | null>(null);
  const imports = useJobs('history_import');
  const job = useJob(importHistory.data?.job_id ?? fromSite?.job_id ?? imports.data?.items[0]?.id).data;

  const handleFile = async (file: File | undefined) => {
    setFileError(null);
    importHistory.reset();
    setFileName(file?.name ?? null);
    if (!file) return;
    if (file.size > IMPORT_LIMIT_BYTES) return setFileError(t('data.tooLarge'));
    const read = readLeetCodeHistory(await textOf(file), site);
    if (!read.ok) return setFileError(t(`leetcode.${read.problem}`));
    importHistory.mutate(read.history);
  };

  return (
    <Card className="settings-card" elevation={0}>
      <H2 className="settings-card__title">{t('leetcode.title')}</H2>
      <p>{t('leetcode.description')}</p>
      <RadioGroup inline label={t('leetcode.site')} selectedValue={site} onChange={(event) => setSite(event.currentTarget.value as LeetCodeSite)} disabled={importHistory.isPending}>
        <Radio value="cn" label={t('leetcode.sites.cn')} />
        <Radio value="com" label={t('leetcode.sites.com')} />
      </RadioGroup>
      <FormGroup className="data-card__import" label={t('leetcode.file')} labelFor="leetcode-import-file" helperText={t('leetcode.format')}>
        <FileInput
          inputProps={{ id: 'leetcode-import-file', accept: '.csv,.json,text/csv,application/json' }}
          text={fileName ?? t('data.choose')}
          buttonText={t('data.chooseButton')}
          hasSelection={fileName !== null}
          disabled={importHistory.isPending}
          onInputChange={(event) => void handleFile(event.currentTarget.files?.[0])}
        />
      </FormGroup>
      {importHistory.isPending ? <Callout icon="import">{t('leetcode.importing')}</Callout> : null}
      {fileError ? <Callout intent={Intent.DANGER}>{fileError}</Callout> : null}
      {importHistory.isError ? <Callout intent={Intent.DANGER}>{t('leetcode.failed', { message: describe(importHistory.error) })}</Callout> : null}
      {importHistory.data ? <ImportSteps result={importHistory.data} /> : null}
      {/* The latest import's analyses, under the result of a file (the usual way), or of the site once it is done. */}
      {job && !fromSite ? <JobProgress job={job} label={t('leetcode.progressLabel')} counts={!importHistory.data} /> : null}
      <H3 className="leetcode-import__or">{t('leetcode.cookieTitle')}</H3>
      <LeetCodeCookieImport site={site} onDone={setFromSite} />
      {fromSite ? <ImportSteps result={fromSite} /> : null}
      {job && fromSite ? <JobProgress job={job} label={t('leetcode.progressLabel')} counts={false} /> : null}
    </Card>
  );
}

function ImportSteps({ result }: { result: Schemas['LeetCodeImportResult'] }) {
  const { t } = useTranslation('settings');
  const steps = [
    t('leetcode.found', { count: result.found }),
    t('leetcode.imported', { count: result.imported }),
    ...(result.already_imported ? [t('leetcode.already', { count: result.already_imported })] : []),
    ...(result.not_in_catalogue ? [t('leetcode.notInCatalogue', { count: result.not_in_catalogue })] : []),
    ...(result.unsupported_language ? [t('leetcode.unsupported', { count: result.unsupported_language })] : []),
  ];
  return (
    <Callout className="data-card__preview" intent={Intent.SUCCESS} title={t('leetcode.done')}>
      <p className="leetcode-import__steps">{steps.join(' · ')}</p>
      {result.not_accepted ? <p>{t('leetcode.notAccepted', { count: result.not_accepted })}</p> : null}
      {result.analysing ? <p>{t('leetcode.analysing', { count: result.analysing })}</p> : null}
      {result.missing_problems.length ? <p>{t('data.missing', { slugs: result.missing_problems.join(', ') })}</p> : null}
    </Callout>
  );
}
