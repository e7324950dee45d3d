// Loading, empty and error states every screen uses, so they look and read the same everywhere.
import type { ReactElement, ReactNode } from 'react';
import { Button, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <Spinner size={32} aria-hidden />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation('common');
  const describe = useErrorText();
  return (
    <div role="alert" className="state">
      <NonIdealState
        icon="error"
        title={title ?? t('state.errorTitle')}
        description={describe(error)}
        action={onRetry ? <Button icon="refresh" text={t('actions.retry')} onClick={onRetry} /> : undefined}
      />
    </div>
  );
}

export function EmptyState({ title, description, icon = 'inbox', action }: { title: string; description?: ReactNode; icon?: IconName; action?: ReactElement }) {
  return (
    <div className="state">
      <NonIdealState icon={icon} title={title} description={description} action={action} />
    </div>
  );
}

export function FullPageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <Spinner size={48} aria-hidden />
      <span className="visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
