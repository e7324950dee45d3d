// Register (product-spec §2, §5, §8): taken username/email at their fields, other failures as a toast,
// a timeout explained; success signs in and goes on to verify the email.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { session } from '@/auth/session-instance';
import { PageFrame } from '@/components/page-frame';
import './auth.css';
import { DAILY_STUDY_MINUTES, LEARNING_GOALS } from '@/lib/constants';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useRegister } from '@/api/queries/auth/register';
import { FormAlert } from './components/form-alert';
import { TextField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { PasswordStrengthMeter } from './components/password-strength';
import type { VerifyPageState } from './navigation-state';
import { registerSchema, type RegisterInput, type RegisterValues } from './schemas';
import { LinkedText } from '@/components/linked-text';

const FIELD_OF_CODE = { username_exists: 'username', email_registered: 'email' } as const;

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { language } = usePreferences();
  const register = useRegister();
  const [timedOut, setTimedOut] = useState(false);
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', learning_goal: undefined, daily_study_time: 60 },
    mode: 'onTouched',
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const handleSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setTimedOut(false);
    try {
      const result = await register.mutateAsync({ ...values, language });
      const to = `${paths.verifyEmail}?${new URLSearchParams({ email: result.user.email })}`;
      // Signing in makes the public-only guard redirect to the dashboard; going on afterwards supersedes it.
      flushSync(() => session.signIn(result));
      await navigate(to, { replace: true, state: { codeSent: result.verification_required } satisfies VerifyPageState });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const field = error.code === 'username_exists' || error.code === 'email_registered' ? FIELD_OF_CODE[error.code] : undefined;
      if (field) {
        form.setError(field, { type: 'server', message: `common:errors.code.${error.code}` }, { shouldFocus: true });
      } else if (error.kind === 'timeout') {
        setTimedOut(true);
      } else {
        showToast({ intent: Intent.DANGER, icon: 'error', message: t('register.failed', { message: errorText(t, error) }) });
      }
    }
  });

  return (
    <PageFrame title={t('register.title')}>
      <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label={t('register.title')}>
        {timedOut && (
          <FormAlert intent={Intent.WARNING}>
            <LinkedText text={t('register.timeout')} link={<Link to={paths.login} />} />
          </FormAlert>
        )}
        <TextField ns="auth" control={form.control} name="username" label={t('fields.username')} autoComplete="username" autoFocus helper={t('register.usernameHelp')} />
        <TextField ns="auth" control={form.control} name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <TextField ns="auth" control={form.control} name="password" label={t('fields.password')} type="password" autoComplete="new-password" helper={t('register.passwordHelp')} />
        <PasswordStrengthMeter password={password} />
        <TextField ns="auth" control={form.control} name="confirmPassword" label={t('fields.confirmPassword')} type="password" autoComplete="new-password" />
        <div className="auth-form__pair">
          <SelectField
            ns="auth"
            control={form.control}
            name="learning_goal"
            label={t('fields.learningGoal')}
            placeholder={t('register.chooseGoal')}
            options={LEARNING_GOALS.map((goal) => ({ value: goal, label: t(`goals.${goal}`) }))}
          />
          <SelectField
            ns="auth"
            control={form.control}
            name="daily_study_time"
            label={t('fields.dailyStudyTime')}
            parse={Number}
            options={DAILY_STUDY_MINUTES.map((minutes) => ({ value: minutes, label: t('register.minutes', { count: minutes }) }))}
          />
        </div>
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" loading={register.isPending} text={t('register.submit')} />
        <p className="auth-form__switch">
          <LinkedText text={t('register.haveAccount')} link={<Link to={paths.login} />} />
        </p>
      </form>
    </PageFrame>
  );
}
