// Admins only: "Sync from LeetCode", with elapsed seconds while it runs and a summary of the answer: what the sync
// added, updated and skipped when it is done, or how far it got when it goes on in the background (the server
// answers within about 10 s; pressing the button again shows the progress of the same run).
import { Button, Callout, Intent, ProgressBar, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useErrorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useSyncLeetcode } from '@/api/queries/problems/sync-leetcode';
import { useElapsedSeconds } from '@/lib/use-elapsed-seconds';

export function SyncLeetcodeButton({ sync }: { sync: ReturnType<typeof useSyncLeetcode> }) {
  const { t } = useTranslation('problems');
  const seconds = useElapsedSeconds(sync.isPending);
  return (
    <>
      <Button
        icon="cloud-download"
        text={t('sync.button')}
        loading={sync.isPending}
        onClick={() =>
          sync.mutate(undefined, {
            onSuccess: (result) =>
              result.complete
                ? showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('sync.doneToast') })
                : showToast({ intent: Intent.PRIMARY, icon: 'time', message: t('sync.runningToast') }),
          })
        }
      />
      {sync.isPending && (
        <span className="sync-progress" role="status" aria-live="polite">
          <Spinner size={16} aria-hidden />
          {t('sync.running', { seconds })}
        </span>
      )}
    </>
  );
}

export function SyncLeetcodeResult({ sync }: { sync: ReturnType<typeof useSyncLeetcode> }) {
  const { t } = useTranslation('problems');
  const describe = useErrorText();
  const { language } = usePreferences();
  if (sync.isError) {
    return (
      <Callout intent={Intent.DANGER} icon="error" title={t('sync.failedTitle')} className="sync-result" role="alert">
        {describe(sync.error)}
        <div className="sync-result__actions">
          <Button size="small" text={t('common:actions.close')} onClick={() => sync.reset()} />
        </div>
      </Callout>
    );
  }
  if (!sync.isSuccess) return null;
  const result: Schemas['SyncResult'] = sync.data;
  const n = (value: number) => formatNumber(value, language);
  const counts = { added: n(result.added), updated: n(result.updated), unchanged: n(result.unchanged), skipped: n(result.skipped) };
  const actions = (
    <div className="sync-result__actions">
      <Button size="small" text={t('common:actions.close')} onClick={() => sync.reset()} />
    </div>
  );
  if (!result.complete) {
    const processed = result.added + result.updated + result.unchanged + result.skipped;
    const remote = result.remote_total;
    return (
      <Callout intent={Intent.PRIMARY} icon="time" title={t('sync.runningTitle')} className="sync-result" role="status">
        <p>
          {remote
            ? t('sync.progress', { ...counts, processed: n(processed), remote: n(remote) })
            : t('sync.progressSoFar', { ...counts, processed: n(processed) })}
        </p>
        {remote ? <ProgressBar value={Math.min(1, processed / remote)} intent={Intent.PRIMARY} animate={false} stripes={false} aria-label={t('sync.progressLabel')} /> : null}
        <p className="sync-result__actions">{t('sync.runningHint', { button: t('sync.button') })}</p>
        {actions}
      </Callout>
    );
  }
  return (
    <Callout intent={Intent.SUCCESS} icon="tick-circle" title={t('sync.doneTitle')} className="sync-result" role="status">
      {t('sync.summary', { ...counts, total: n(result.total), seconds: formatNumber(result.duration_ms / 1000, language, 1) })}
      {result.skipped > 0 && ` ${t('sync.skipped', { skipped: counts.skipped })}`}
      {actions}
    </Callout>
  );
}
