// Asks before deleting a submission; on success the lists refresh and a toast confirms.
import { ConfirmAlert } from '@/components/confirm-alert';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema';
import { useErrorText } from '@/lib/error-text';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useDeleteSubmission } from '@/api/queries/submissions/delete-submission';
import { problemLabel } from './submissions-table';

export type DeleteTarget = Pick<components['schemas']['SubmissionSummary'], 'submission_id' | 'problem'>;

export function DeleteSubmissionAlert({ target, onClose, onDeleted }: { target: DeleteTarget | null; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('history');
  const { language } = usePreferences();
  const describe = useErrorText();
  const remove = useDeleteSubmission();

  const handleConfirm = () => {
    if (!target) return;
    remove.mutate(target.submission_id, {
      onSuccess: () => {
        showToast({ message: t('delete.done'), intent: 'success', icon: 'tick' });
        onDeleted(target.submission_id);
        onClose();
      },
      onError: (error) => {
        showToast({ message: t('delete.failed', { message: describe(error) }), intent: 'danger', icon: 'error' });
        onClose();
      },
    });
  };

  return (
    <ConfirmAlert
      isOpen={target !== null}
      intent="danger"
      icon="trash"
      cancelButtonText={t('common:actions.cancel')}
      confirmButtonText={t('delete.confirmButton')}
      loading={remove.isPending}
      canEscapeKeyCancel={!remove.isPending}
      onCancel={onClose}
      onConfirm={handleConfirm}
      aria-labelledby="history-delete-title"
    >
      <h3 id="history-delete-title" className="history-section__heading">{t('delete.title')}</h3>
      {target && <p>{t('delete.confirm', { problem: problemLabel(target.problem, language) })}</p>}
    </ConfirmAlert>
  );
}
