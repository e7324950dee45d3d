// Ends every session of a user (a stolen token or a lost device): they log in again with their password.
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useEndUserSessions } from '@/api/queries/admin/end-user-sessions';
import { useErrorText } from '@/lib/error-text';
import { showToast } from '@/lib/toaster';

export function EndSessionsButton({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  const endSessions = useEndUserSessions();
  return (
    <Button
      className="admin-drawer__action"
      icon="log-out"
      intent="warning"
      text={t('drawer.endSessions')}
      loading={endSessions.isPending}
      onClick={() =>
        endSessions.mutate(userId, {
          onSuccess: () => showToast({ intent: 'success', icon: 'tick', message: t('drawer.sessionsEnded', { name: username }) }),
          onError: (error) => showToast({ intent: 'danger', icon: 'error', message: t('drawer.endSessionsFailed', { message: describe(error) }) }),
        })
      }
    />
  );
}
