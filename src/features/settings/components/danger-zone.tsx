// Account deletion: the exact username and the password enable the button, an Alert asks once more, then we log out.
import { useId, useState } from 'react';
import { Button, Callout, Card, FormGroup, H2, InputGroup, Intent } from '@blueprintjs/core';
import { ConfirmAlert } from '@/components/confirm-alert';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { session } from '@/auth/session-instance';
import { useErrorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toaster';
import { useDeleteMe } from '@/api/queries/auth/delete-me';

export function DangerZone({ username }: { username: string }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const navigate = useNavigate();
  const describe = useErrorText();
  const deleteAccount = useDeleteMe();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const matches = typed === username && password !== '';

  const handleConfirm = () => {
    deleteAccount.mutate({ username, current_password: password }, {
      onSuccess: () => {
        setConfirming(false);
        // The server ended every session with the account.
        session.signOut('logout', { onServer: false });
        showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('delete.done') });
        void navigate(paths.login, { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        showToast({ intent: Intent.DANGER, icon: 'error', message: t('delete.failed', { message: describe(error) }) });
      },
    });
  };

  return (
    <Card className="settings-card settings-card--danger" elevation={0}>
      <H2 className="settings-card__title">{t('delete.title')}</H2>
      <Callout intent={Intent.DANGER} icon="warning-sign" compact>
        {t('delete.warning')}
      </Callout>
      <form
        className="settings-delete"
        aria-label={t('delete.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) setConfirming(true);
        }}
      >
        <FormGroup label={t('delete.typeLabel', { username })} labelFor={`${id}-confirm`}>
          <InputGroup
            id={`${id}-confirm`}
            value={typed}
            onValueChange={setTyped}
            autoComplete="off"
            spellCheck={false}
          />
        </FormGroup>
        <FormGroup label={t('delete.passwordLabel')} labelFor={`${id}-password`}>
          <InputGroup id={`${id}-password`} type="password" value={password} onValueChange={setPassword} autoComplete="current-password" />
        </FormGroup>
        <Button type="submit" intent={Intent.DANGER} icon="trash" text={t('delete.submit')} disabled={!matches} />
      </form>
      <ConfirmAlert
        isOpen={confirming}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('delete.confirm')}
        cancelButtonText={t('common:actions.cancel')}
        loading={deleteAccount.isPending}
        canEscapeKeyCancel={!deleteAccount.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('delete.finalQuestion', { username })}</p>
      </ConfirmAlert>
    </Card>
  );
}
