import { Icon, Intent, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProblemStatus } from '../filters';

const LOOK: Record<ProblemStatus, { icon: IconName; intent: Intent }> = {
  solved: { icon: 'tick-circle', intent: Intent.SUCCESS },
  attempted: { icon: 'time', intent: Intent.WARNING },
  not_attempted: { icon: 'circle', intent: Intent.NONE },
};

/** The user's status on a problem: an icon for the eye, the same words for screen readers and on hover. */
export function StatusIcon({ status }: { status: ProblemStatus }) {
  const { t } = useTranslation('common');
  const label = t(`status.${status}`);
  return (
    <span className={`problem-status problem-status--${status}`} title={label}>
      <Icon icon={LOOK[status].icon} intent={LOOK[status].intent} aria-hidden />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
