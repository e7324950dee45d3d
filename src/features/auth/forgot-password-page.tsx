// Forgot password: asks for a reset link. The answer reads the same whether or not the address has an
// account, so the page cannot be used to find out who is registered.
import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import './auth.css';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useForgotPassword } from '@/api/queries/auth/forgot-password';
import { FormAlert } from './components/form-alert';
import { TextField } from '@/components/form-field';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schemas';
import { LinkedText } from '@/components/linked-text';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const handleSubmit = form.handleSubmit(async (values) => {
    setSentTo(null);
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch {
      // Shown from forgot.error below.
    }
  });

  return (
    <PageFrame title={t('forgot.title')}>
      <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label={t('forgot.title')}>
        <p className="muted">{t('forgot.intro')}</p>
        {forgot.error && <FormAlert>{errorText(t, forgot.error)}</FormAlert>}
        {sentTo && !forgot.error && <FormAlert intent={Intent.SUCCESS}>{t('forgot.sent', { email: sentTo })}</FormAlert>}
        <TextField ns="auth" control={form.control} name="email" label={t('fields.email')} type="email" autoComplete="email" autoFocus />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" loading={forgot.isPending} text={sentTo ? t('forgot.again') : t('forgot.submit')} />
        <p className="auth-form__switch">
          <LinkedText text={t('forgot.backToLogin')} link={<Link to={paths.login} />} />
        </p>
      </form>
    </PageFrame>
  );
}
