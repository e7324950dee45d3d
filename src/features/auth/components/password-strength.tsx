// The live password strength indicator of the register and reset forms.
import { Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrength } from '../schemas';

const LOOK: Record<PasswordStrength, { value: number; intent: Intent }> = {
  weak: { value: 0.33, intent: Intent.DANGER },
  medium: { value: 0.66, intent: Intent.WARNING },
  strong: { value: 1, intent: Intent.SUCCESS },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const strength = passwordStrength(password);
  return (
    <div className="auth-strength" aria-live="polite">
      {strength && (
        <>
          <ProgressBar value={LOOK[strength].value} intent={LOOK[strength].intent} animate={false} stripes={false} aria-hidden />
          <span className="auth-strength__text" data-strength={strength}>
            {t('strength.label', { strength: t(`strength.${strength}`) })}
          </span>
        </>
      )}
    </div>
  );
}
