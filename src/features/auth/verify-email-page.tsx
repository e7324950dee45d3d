// Email verification (product-spec §4): a 6-digit code valid 5 minutes, another one after a 1-minute wait.
// Open to everyone: new users arrive from register or from a refused login.
import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { session, useSession } from '@/auth/session-instance';
import { PageFrame } from '@/components/page-frame';
import './auth.css';
import { VERIFICATION } from '@/lib/constants';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useSendVerificationCode } from '@/api/queries/auth/send-verification-code';
import { useVerifyEmail } from '@/api/queries/auth/verify-email';
import { FormAlert } from './components/form-alert';
import { TextField } from '@/components/form-field';
import { stateOf, type LoginPageState, type VerifyPageState } from './navigation-state';
import { codeDigits, emailField, verifyEmailSchema, type VerifyEmailValues } from './schemas';
import { useCountdown } from './use-countdown';
import { LinkedText } from '@/components/linked-text';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = useSession();
  const verify = useVerifyEmail();
  const send = useSendVerificationCode();
  const [sentAt, setSentAt] = useState<number | null>(() => (stateOf<VerifyPageState>(location.state).codeSent ? Date.now() : null));
  const [resent, setResent] = useState(false);
  const initialEmail = params.get('email') ?? (current.status === 'authenticated' ? current.user.email : '');
  const form = useForm<VerifyEmailValues>({ resolver: zodResolver(verifyEmailSchema), defaultValues: { email: initialEmail, code: '' } });

  const validLeft = useCountdown(sentAt === null ? null : sentAt + VERIFICATION.validSeconds * 1000);
  const resendLeft = useCountdown(sentAt === null ? null : sentAt + VERIFICATION.resendSeconds * 1000);

  const handleSubmit = form.handleSubmit(async (values) => {
    send.reset();
    setResent(false);
    try {
      const result = await verify.mutateAsync(values);
      const now = session.getState();
      if (now.status === 'authenticated') {
        if (now.user.id === result.user.id) session.updateUser(result.user);
        await navigate(paths.dashboard, { replace: true });
      } else {
        await navigate(paths.login, { replace: true, state: { notice: 'verified' } satisfies LoginPageState });
      }
    } catch {
      // Shown from verify.error below.
    }
  });

  const handleResend = async () => {
    if (!(await form.trigger('email'))) return;
    verify.reset();
    setResent(false);
    try {
      await send.mutateAsync({ email: emailField.parse(form.getValues('email')) });
      setSentAt(Date.now());
      setResent(true);
      form.setValue('code', '');
    } catch {
      // Shown from send.error below.
    }
  };

  const failure = verify.error ?? send.error;
  const waiting = resendLeft > 0;
  const sendLabel = sentAt === null ? t('verify.send') : waiting ? t('verify.resendIn', { seconds: resendLeft }) : t('verify.resend');

  return (
    <PageFrame title={t('verify.title')}>
      <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label={t('verify.title')}>
        <p className="muted">{t('verify.intro', { length: VERIFICATION.codeLength })}</p>
        {failure && <FormAlert>{errorText(t, failure)}</FormAlert>}
        {resent && !failure && <FormAlert intent={Intent.SUCCESS}>{t('verify.sent')}</FormAlert>}
        <TextField ns="auth" control={form.control} name="email" label={t('fields.email')} type="email" autoComplete="email" autoFocus={!initialEmail} />
        <TextField
          ns="auth"
          control={form.control}
          name="code"
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={'0'.repeat(VERIFICATION.codeLength)}
          normalise={codeDigits}
          autoFocus={!!initialEmail}
          large
          className="auth-code"
          helper={
            sentAt === null ? (
              t('verify.notSentYet')
            ) : validLeft > 0 ? (
              <span role="timer" aria-live="off">{t('verify.validFor', { time: clock(validLeft) })}</span>
            ) : (
              t('verify.expired')
            )
          }
        />
        <div className="auth-form__actions">
          <Button type="submit" intent={Intent.PRIMARY} size="large" loading={verify.isPending} text={t('verify.submit')} className="auth-form__grow" />
          <Button
            size="large"
            variant="outlined"
            icon="envelope"
            disabled={waiting}
            loading={send.isPending}
            onClick={() => void handleResend()}
            text={sendLabel}
          />
        </div>
        <p className="auth-form__switch">
          {current.status === 'authenticated' ? (
            <Link to={paths.dashboard}>{t('verify.later')}</Link>
          ) : (
            <LinkedText text={t('verify.backToLogin')} link={<Link to={paths.login} />} />
          )}
        </p>
      </form>
    </PageFrame>
  );
}
