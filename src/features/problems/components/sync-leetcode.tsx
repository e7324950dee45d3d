// Admins only: "Sync from LeetCode", with elapsed seconds while it runs and a summary when done.
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useErrorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useSyncLeetcode } from '../api/sync-leetcode';
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
        onClick={() => sync.mutate(undefined, { onSuccess: () => showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('sync.doneToast') }) })}
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
  return (
    <Callout intent={Intent.SUCCESS} icon="tick-circle" title={t('sync.doneTitle')} className="sync-result" role="status">
      {t('sync.summary', {
        added: n(result.added),
        updated: n(result.updated),
        unchanged: n(result.unchanged),
        total: n(result.total),
        seconds: formatNumber(result.duration_ms / 1000, language, 1),
      })}
      <div className="sync-result__actions">
        <Button size="small" text={t('common:actions.close')} onClick={() => sync.reset()} />
      </div>
    </Callout>
  );
}
