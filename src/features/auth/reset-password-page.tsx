// Reset password: the token comes from the emailed link (?token=); the new password follows the register rules.
import { Button, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { PageFrame } from '@/components/page-frame';
import './auth.css';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useResetPassword } from '@/api/queries/auth/reset-password';
import { FormAlert } from './components/form-alert';
import { TextField } from '@/components/form-field';
import { PasswordStrengthMeter } from './components/password-strength';
import type { LoginPageState } from './navigation-state';
import { isResetToken, resetPasswordSchema, type ResetPasswordValues } from './schemas';
import { LinkedText } from '@/components/linked-text';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const handleSubmit = form.handleSubmit(async (values) => {
    if (!isResetToken(token)) return;
    try {
      await reset.mutateAsync({ token, new_password: values.password });
      await navigate(paths.login, { replace: true, state: { notice: 'passwordReset' } satisfies LoginPageState });
    } catch {
      // Shown from reset.error below.
    }
  });

  const linkBroken = !isResetToken(token) || (isApiError(reset.error) && reset.error.code === 'reset_token_invalid');

  return (
    <PageFrame title={t('reset.title')}>
      {linkBroken ? (
        <div className="auth-form">
          <FormAlert>{t('common:errors.code.reset_token_invalid')}</FormAlert>
          <Link to={paths.forgotPassword} className="bp6-button bp6-intent-primary bp6-large bp6-fill">
            {t('reset.requestNew')}
          </Link>
          <p className="auth-form__switch">
            <LinkedText text={t('forgot.backToLogin')} link={<Link to={paths.login} />} />
          </p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label={t('reset.title')}>
          <p className="muted">{t('reset.intro')}</p>
          {reset.error && <FormAlert>{errorText(t, reset.error)}</FormAlert>}
          <TextField ns="auth" control={form.control} name="password" label={t('fields.newPassword')} type="password" autoComplete="new-password" autoFocus helper={t('register.passwordHelp')} />
          <PasswordStrengthMeter password={password} />
          <TextField ns="auth" control={form.control} name="confirmPassword" label={t('fields.confirmPassword')} type="password" autoComplete="new-password" />
          <Button type="submit" intent={Intent.PRIMARY} fill size="large" loading={reset.isPending} text={t('reset.submit')} />
        </form>
      )}
    </PageFrame>
  );
}
