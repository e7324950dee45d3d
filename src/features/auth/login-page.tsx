// Login (product-spec §2, §8): failures are shown on the form; success returns to where the user came from.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { session, useSession } from '@/auth/session-instance';
import { PageFrame } from '@/components/page-frame';
import './auth.css';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useLogin } from '@/api/queries/auth/login';
import { sendVerificationCode } from '@/api/queries/auth/send-verification-code';
import { FormAlert } from './components/form-alert';
import { TextField } from '@/components/form-field';
import { stateOf, type LoginPageState, type VerifyPageState } from './navigation-state';
import { emailField, loginSchema, type LoginValues } from './schemas';
import { LinkedText } from '@/components/linked-text';

/** Only in-app paths are followed back (never another site). */
const safeFrom = (from: string | undefined) => (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login) ? from : paths.dashboard);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const state = stateOf<LoginPageState>(location.state);
  const login = useLogin();
  const sessionState = useSession();
  // A 401 elsewhere (or a failed profile check) brought the user here: say why, unless a page said something else.
  const notice = state.notice ?? (sessionState.status === 'unauthenticated' && sessionState.reason === 'expired' ? 'expired' : undefined);
  const [sending, setSending] = useState(false);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      // Signing in makes the public-only guard redirect to the dashboard; going on afterwards supersedes it.
      flushSync(() => session.signIn(result));
      await navigate(safeFrom(state.from), { replace: true });
    } catch {
      // Shown from login.error below.
    }
  });

  const error = login.error;
  const errorCode = isApiError(error) ? error.code : undefined;
  const typed = form.getValues('username');
  const typedEmail = emailField.safeParse(typed).success ? typed.trim() : '';

  /** Sends a fresh code (when we know the address) and opens the verification page. */
  const handleVerify = async () => {
    setSending(true);
    let codeSent = false;
    if (typedEmail) {
      try {
        await sendVerificationCode({ email: typedEmail });
        codeSent = true;
      } catch {
        // The verification page offers to send again and explains any failure there.
      }
    }
    setSending(false);
    const query = typedEmail ? `?${new URLSearchParams({ email: typedEmail })}` : '';
    await navigate(`${paths.verifyEmail}${query}`, { state: { codeSent } satisfies VerifyPageState });
  };

  const describe = () => {
    if (!isApiError(error)) return t('common:errors.kind.unknown');
    if (error.kind === 'network' || error.kind === 'timeout') return t('login.networkError');
    if (errorCode === 'invalid_credentials' || (error.kind === 'unauthorized' && !errorCode)) return t('common:errors.code.invalid_credentials');
    return errorText(t, error);
  };

  return (
    <PageFrame title={t('login.title')}>
      <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
        {notice && !error && (
          <FormAlert intent={notice === 'expired' ? Intent.WARNING : Intent.SUCCESS}>{t(`login.notice.${notice}`)}</FormAlert>
        )}
        {error && (
          <FormAlert>
            <p>{describe()}</p>
            {errorCode === 'email_not_verified' && (
              <Button intent={Intent.PRIMARY} variant="outlined" icon="envelope" loading={sending} onClick={() => void handleVerify()} text={t('login.goVerify')} />
            )}
          </FormAlert>
        )}
        <TextField ns="auth" control={form.control} name="username" label={t('fields.usernameOrEmail')} autoComplete="username" autoFocus />
        <TextField ns="auth" control={form.control} name="password" label={t('fields.password')} type="password" autoComplete="current-password" />
        <div className="auth-form__row auth-form__row--end">
          <Link to={paths.forgotPassword}>{t('login.forgot')}</Link>
        </div>
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" loading={login.isPending} text={t('login.submit')} />
        <p className="auth-form__switch">
          <LinkedText text={t('login.noAccount')} link={<Link to={paths.register} />} />
        </p>
      </form>
    </PageFrame>
  );
}
