// "Your data": the learner's export (one JSON file) and the import of such a file from this or another install,
// shown first as a preview of what it adds, then merged on confirmation.
import { useState } from 'react';
import { Button, ButtonGroup, Callout, Card, Classes, FileInput, FormGroup, H2, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useExportMyData } from '@/api/queries/auth/export-my-data';
import { useImportMyData } from '@/api/queries/auth/import-my-data';
import { usePreviewImport, type LearnerExport } from '@/api/queries/auth/preview-import';
import { session } from '@/auth/session-instance';
import { useErrorText } from '@/lib/error-text';
import { showToast } from '@/lib/toaster';
import { readExportFile } from '../read-export-file';

type Summary = Schemas['ImportSummary'];

export function DataCard() {
  const { t } = useTranslation('settings');
  const describe = useErrorText();
  const exportData = useExportMyData();
  const preview = usePreviewImport();
  const importData = useImportMyData();
  const [file, setFile] = useState<{ name: string; document: LearnerExport } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const handleExport = () =>
    exportData.mutate(undefined, {
      onSuccess: ({ fileName }) => showToast({ intent: Intent.SUCCESS, icon: 'download', message: t('data.exported', { file: fileName }) }),
      onError: (error) => showToast({ intent: Intent.DANGER, icon: 'error', message: t('data.exportFailed', { message: describe(error) }) }),
    });

  const handleFile = async (chosen: File | undefined) => {
    setFile(null);
    setFileError(null);
    preview.reset();
    if (!chosen) return;
    setReading(true);
    const read = await readExportFile(chosen);
    setReading(false);
    if (!read.ok) return setFileError(t(`data.${read.problem}`));
    setFile({ name: chosen.name, document: read.document });
    preview.mutate(read.document);
  };

  const handleImport = () => {
    if (!file) return;
    importData.mutate(file.document, {
      onSuccess: (summary) => {
        const total = (what: 'added' | 'updated') => summary.sections.reduce((n, s) => n + s[what], 0);
        showToast({ intent: Intent.SUCCESS, icon: 'import', message: t('data.imported', { added: total('added'), updated: total('updated') }) });
        setFile(null);
        preview.reset();
        // The settings may have come with the file: the session's copy of the profile is read again.
        void session.refresh();
      },
      onError: (error) => showToast({ intent: Intent.DANGER, icon: 'error', message: t('data.importFailed', { message: describe(error) }) }),
    });
  };

  return (
    <Card className="settings-card" elevation={0}>
      <H2 className="settings-card__title">{t('data.title')}</H2>
      <p>{t('data.description')}</p>
      <Button icon="download" text={t('data.export')} loading={exportData.isPending} onClick={handleExport} />
      <FormGroup className="data-card__import" label={t('data.importLabel')} labelFor="data-import-file">
        <FileInput
          inputProps={{ id: 'data-import-file', accept: 'application/json,.json' }}
          text={file?.name ?? t('data.choose')}
          buttonText={t('data.chooseButton')}
          hasSelection={file !== null}
          disabled={reading || importData.isPending}
          onInputChange={(event) => void handleFile(event.currentTarget.files?.[0])}
        />
      </FormGroup>
      {reading || preview.isPending ? <p className={Classes.TEXT_MUTED}>{t('data.reading')}</p> : null}
      {fileError ? <Callout intent={Intent.DANGER}>{fileError}</Callout> : null}
      {preview.isError ? <Callout intent={Intent.DANGER}>{t('data.previewFailed', { message: describe(preview.error) })}</Callout> : null}
      {file && preview.data ? <ImportPreview fileName={file.name} summary={preview.data} onImport={handleImport} onCancel={() => void handleFile(undefined)} importing={importData.isPending} /> : null}
    </Card>
  );
}

function ImportPreview({ fileName, summary, onImport, onCancel, importing }: { fileName: string; summary: Summary; onImport: () => void; onCancel: () => void; importing: boolean }) {
  const { t } = useTranslation('settings');
  const adds = summary.sections.some((s) => s.added + s.updated > 0);
  return (
    <Callout className="data-card__preview" intent={adds ? Intent.PRIMARY : Intent.NONE} title={t('data.previewTitle', { file: fileName })}>
      <ul>
        {summary.sections.map((s) => (
          <li key={s.kind}>{t('data.sectionLine', { section: t(`data.sections.${s.kind}`), added: s.added, updated: s.updated, unchanged: s.unchanged, skipped: s.skipped })}</li>
        ))}
      </ul>
      {adds ? null : <p>{t('data.nothing')}</p>}
      {summary.missing_problems.length ? <p>{t('data.missing', { slugs: summary.missing_problems.join(', ') })}</p> : null}
      <ButtonGroup>
        <Button intent={Intent.PRIMARY} icon="import" text={t('data.apply')} disabled={!adds} loading={importing} onClick={onImport} />
        <Button text={t('data.cancel')} disabled={importing} onClick={onCancel} />
      </ButtonGroup>
    </Callout>
  );
}
