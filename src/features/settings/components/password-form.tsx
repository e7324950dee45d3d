// Password change (PUT /auth/change-password): current, new and confirmation.
import { useId } from 'react';
import { Button, Card, FormGroup, H2, InputGroup, Intent } from '@blueprintjs/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { useErrorText } from '@/lib/error-text';
import { showToast } from '@/lib/toaster';
import { useChangePassword } from '../api/change-password';
import { EMPTY_PASSWORDS, passwordSchema, type PasswordValues } from '../schemas';

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const id = useId();
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
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <FormGroup
                label={t(`password.${name}`)}
                labelFor={`${id}-${name}`}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : name === 'newPassword' ? t('password.rules') : undefined}
                intent={fieldState.error ? Intent.DANGER : Intent.NONE}
              >
                <InputGroup
                  id={`${id}-${name}`}
                  type="password"
                  autoComplete={autoComplete}
                  inputRef={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onValueChange={(value) => field.onChange(value)}
                  aria-invalid={fieldState.error ? true : undefined}
                  intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                />
              </FormGroup>
            )}
          />
        ))}
        <div className="settings-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="key" text={t('password.submit')} loading={changePassword.isPending} />
        </div>
      </form>
    </Card>
  );
}
