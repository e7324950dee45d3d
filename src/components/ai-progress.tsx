// What every slow AI call shows while it runs (analysis, hints, optimisation, smart plan, insights): what is
// happening, a bar towards the call's time limit, the seconds so far, and Cancel. The calls themselves run
// through useCancellableMutation (src/api/queries/cancellable-mutation.ts).
import { Button, Intent, ProgressBar, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useElapsedSeconds } from '@/lib/use-elapsed-seconds';

interface AiProgressProps {
  label: string;
  /** The client's time limit for the call (from the contract's x-timeout-ms). */
  timeoutMs: number;
  onCancel: () => void;
}

export function AiProgress({ label, timeoutMs, onCancel }: AiProgressProps) {
  const { t } = useTranslation('common');
  const seconds = useElapsedSeconds(true);
  const limit = Math.round(timeoutMs / 1000);
  return (
    <div className="ai-progress" role="status" aria-live="polite">
      <div className="ai-progress__label">
        <Spinner size={16} aria-hidden />
        <span>{label}</span>
      </div>
      {/* The bar never fills: the answer, not the clock, ends the wait. */}
      <ProgressBar intent={Intent.PRIMARY} value={Math.min(seconds / limit, 0.95)} aria-label={label} />
      <div className="ai-progress__footer">
        <span className="ai-progress__elapsed" data-testid="ai-elapsed">
          {t('aiProgress.elapsed', { seconds, limit })}
        </span>
        <Button size="small" variant="outlined" icon="cross" text={t('actions.cancel')} onClick={onCancel} />
      </div>
    </div>
  );
}
