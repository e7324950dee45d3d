// Export: every user, or the admins when the filter says so, as CSV or JSON; the browser saves the file.
import { useState } from 'react';
import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, useExportUsers, type ExportFormat } from '@/api/queries/admin/export-users';
import { useErrorText } from '@/lib/error-text';
import { showToast } from '@/lib/toaster';

export function ExportUsers({ adminOnly }: { adminOnly: boolean }) {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const exportUsers = useExportUsers();

  const handleExport = () =>
    exportUsers.mutate(
      { format, adminOnly },
      {
        onSuccess: ({ fileName }) => showToast({ intent: 'success', icon: 'download', message: t('export.done', { file: fileName }) }),
        onError: (error) => showToast({ intent: 'danger', icon: 'error', message: t('export.failed', { message: describe(error) }) }),
      },
    );

  return (
    <FormGroup label={t('export.label')} labelFor="admin-export-format">
      <div className="admin-toolbar__inline">
        <HTMLSelect
          id="admin-export-format"
          aria-label={t('export.format')}
          value={format}
          onChange={(event) => setFormat(event.currentTarget.value as ExportFormat)}
          options={EXPORT_FORMATS.map((value) => ({ value, label: t(`export.formats.${value}`) }))}
        />
        <Button icon="download" text={adminOnly ? t('export.buttonAdmins') : t('export.button')} loading={exportUsers.isPending} onClick={handleExport} />
      </div>
    </FormGroup>
  );
}
