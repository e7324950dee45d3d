// Password change (PUT /auth/change-password): current, new and confirmation.
import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { TextField } from '@/components/form-field';
import { useErrorText } from '@/lib/error-text';
import { showToast } from '@/lib/toaster';
import { useChangePassword } from '@/api/queries/auth/change-password';
import { EMPTY_PASSWORDS, passwordSchema, type PasswordValues } from '../schemas';

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const describe = useErrorText();
  const changePassword = useChangePassword();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY_PASSWORDS, mode: 'onTouched' });
  const { control, handleSubmit } = form;

  const onSubmit = handleSubmit((values) => {
    changePassword.mutate(
      { current_password: values.currentPassword, new_password: values.newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY_PASSWORDS);
          showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('password.changed') });
        },
        onError: (error) => {
          // Every failure is a toast with the server's reason (product-spec §8); the two the user can fix in
          // the form are also marked at their field.
          if (isApiError(error) && error.code === 'current_password_incorrect') {
            form.setError('currentPassword', { message: 'validation.currentIncorrect' }, { shouldFocus: true });
          } else if (isApiError(error) && error.code === 'password_unchanged') {
            form.setError('newPassword', { message: 'validation.passwordSame' }, { shouldFocus: true });
          }
          showToast({ intent: Intent.DANGER, icon: 'error', message: t('password.failed', { message: describe(error) }) });
        },
      },
    );
  });

  return (
    <Card className="settings-card" elevation={0}>
      <H2 className="settings-card__title">{t('password.title')}</H2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('password.title')} className="settings-password">
        {FIELDS.map(({ name, autoComplete }) => (
          <TextField
            key={name}
            ns="settings"
            control={control}
            name={name}
            type="password"
            autoComplete={autoComplete}
            label={t(`password.${name}`)}
            helper={name === 'newPassword' ? t('password.rules') : undefined}
          />
        ))}
        <div className="settings-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="key" text={t('password.submit')} loading={changePassword.isPending} />
        </div>
      </form>
    </Card>
  );
}
