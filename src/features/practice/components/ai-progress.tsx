// What a slow AI call shows while it runs: a spinner, the seconds so far and, when it can be stopped, Cancel.
import { Button, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useElapsedSeconds } from '@/lib/use-elapsed-seconds';

export function AiProgress({ label, onCancel }: { label: string; onCancel?: () => void }) {
  const { t } = useTranslation('practice');
  const seconds = useElapsedSeconds(true);
  return (
    <div className="practice-progress" role="status" aria-live="polite">
      <Spinner size={20} aria-hidden />
      <span>{label}</span>
      <span className="practice-progress__elapsed">{t('progress.elapsed', { seconds })}</span>
      {onCancel && <Button size="small" variant="outlined" icon="cross" text={t('common:actions.cancel')} onClick={onCancel} />}
    </div>
  );
}
