// Every change to users is confirmed first: grant or revoke admin rights, delete one user, delete the selection.
// Confirming runs the change and says how it went.
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useBulkDeleteUsers } from '@/api/queries/admin/bulk-delete-users';
import { useDeleteAdminUser } from '@/api/queries/admin/delete-admin-user';
import { useToggleUserAdmin } from '@/api/queries/admin/toggle-user-admin';
import { ConfirmAlert } from '@/components/confirm-alert';
import { useErrorText } from '@/lib/error-text';
import { showToast } from '@/lib/toaster';

type AdminUser = Schemas['AdminUser'];
export type UserAction = { kind: 'toggle'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | { kind: 'bulk'; ids: string[] };

interface UserActionConfirmProps {
  action: UserAction | null;
  onClose: () => void;
  /** The change was made. */
  onDone: (action: UserAction) => void;
}

export function UserActionConfirm({ action, onClose, onDone }: UserActionConfirmProps) {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  const toggleAdmin = useToggleUserAdmin();
  const deleteUser = useDeleteAdminUser();
  const bulkDelete = useBulkDeleteUsers();
  const busy = toggleAdmin.isPending || deleteUser.isPending || bulkDelete.isPending;

  // Failures name what failed, then the server's reason (translated when its code is known).
  const fail = (key: 'toggle.failed' | 'delete.failed' | 'bulk.failed', name?: string) => (error: unknown) =>
    showToast({ intent: 'danger', icon: 'error', message: t(key, { name, message: describe(error) }) });
  const done = (message: string, intent: 'success' | 'warning' = 'success') => showToast({ intent, icon: 'tick', message });

  const handleConfirm = () => {
    if (!action) return;
    const settled = { onSettled: onClose };
    if (action.kind === 'toggle') {
      toggleAdmin.mutate(action.user.id, {
        ...settled,
        onSuccess: (updated) => {
          done(t(updated.is_admin ? 'toggle.granted' : 'toggle.revoked', { name: updated.username }));
          onDone(action);
        },
        onError: fail('toggle.failed', action.user.username),
      });
    } else if (action.kind === 'delete') {
      deleteUser.mutate(action.user.id, {
        ...settled,
        onSuccess: () => {
          done(t('delete.done', { name: action.user.username }));
          onDone(action);
        },
        onError: fail('delete.failed', action.user.username),
      });
    } else {
      bulkDelete.mutate(action.ids, {
        ...settled,
        onSuccess: (result) => {
          const skipped = result.skipped.length;
          done(skipped ? t('bulk.donePartial', { count: result.deleted, skipped }) : t('bulk.done', { count: result.deleted }), skipped ? 'warning' : 'success');
          onDone(action);
        },
        onError: fail('bulk.failed'),
      });
    }
  };

  return (
    <ConfirmAlert
      isOpen={action !== null}
      icon={action?.kind === 'toggle' ? 'crown' : 'trash'}
      intent={action?.kind === 'toggle' ? 'warning' : 'danger'}
      confirmButtonText={action?.kind === 'toggle' ? t(action.user.is_admin ? 'toggle.confirmRevoke' : 'toggle.confirmGrant') : t('common:actions.delete')}
      cancelButtonText={t('common:actions.cancel')}
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      {action?.kind === 'toggle' && <p>{t(action.user.is_admin ? 'toggle.questionRevoke' : 'toggle.questionGrant', { name: action.user.username })}</p>}
      {action?.kind === 'delete' && (
        <>
          <p>
            <strong>{t('delete.question', { name: action.user.username })}</strong>
          </p>
          <p>{t('delete.warning')}</p>
        </>
      )}
      {action?.kind === 'bulk' && (
        <>
          <p>
            <strong>{t('bulk.question', { count: action.ids.length })}</strong>
          </p>
          <p>{t('bulk.warning')}</p>
        </>
      )}
    </ConfirmAlert>
  );
}
