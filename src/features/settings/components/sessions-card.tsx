// Log out everywhere: ends every session of the account (other browsers, a lost phone), this one included.
import { useState } from 'react';
import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmAlert } from '@/components/confirm-alert';
import { session } from '@/auth/session-instance';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toaster';

export function SessionsCard() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const logOutEverywhere = () => {
    setConfirming(false);
    session.signOut('logout', { everywhere: true });
    showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('sessions.done') });
    void navigate(paths.login, { replace: true });
  };

  return (
    <Card className="settings-card" elevation={0}>
      <H2 className="settings-card__title">{t('sessions.title')}</H2>
      <p>{t('sessions.description')}</p>
      <Button icon="log-out" intent={Intent.WARNING} text={t('sessions.everywhere')} onClick={() => setConfirming(true)} />
      <ConfirmAlert
        isOpen={confirming}
        intent={Intent.WARNING}
        icon="log-out"
        confirmButtonText={t('sessions.confirm')}
        cancelButtonText={t('common:actions.cancel')}
        onConfirm={logOutEverywhere}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('sessions.question')}</p>
      </ConfirmAlert>
    </Card>
  );
}
