// The LeetCode sync's live progress for admins: start a sync, then watch its run (GET /jobs/{id}, polled while it
// runs) page by page, with its counts, what went wrong, and Cancel or Resume. The run goes on in the server's
// background, so leaving the page and coming back finds it where it is.
import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useJob } from '@/api/queries/jobs/get-job';
import { jobKeys } from '@/api/queries/jobs/keys';
import { useJobs } from '@/api/queries/jobs/list-jobs';
import { useSyncLeetcode } from '@/api/queries/problems/sync-leetcode';
import { JobProgress } from '@/components/job-progress';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useErrorText } from '@/lib/error-text';

export function SyncJobPanel() {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  const client = useQueryClient();
  const sync = useSyncLeetcode();
  // While the start call works (up to about 10 s), the list is asked again so the new run shows at once.
  const jobs = useJobs('catalogue_sync', { poll: sync.isPending });
  const latest = jobs.data?.items[0];
  const followed = useJob(latest?.id);
  const job = followed.data?.id === latest?.id ? (followed.data ?? latest) : latest;
  const running = job?.status === 'running';

  const start = () =>
    sync.mutate(undefined, {
      onSettled: () => void client.invalidateQueries({ queryKey: jobKeys.all }),
    });

  return (
    <section aria-labelledby="admin-sync-title" className="admin-section">
      <h2 id="admin-sync-title" className="admin-section__title">
        {t('sync.title')}
      </h2>
      <Card compact className="admin-sync">
        <div className="admin-sync__head">
          <p className="admin-sync__description">{t('sync.description')}</p>
          <Button icon="cloud-download" intent={Intent.PRIMARY} text={t('sync.start')} loading={sync.isPending} disabled={running} onClick={start} />
        </div>
        {sync.isError ? (
          <Callout intent={Intent.DANGER} compact>
            {describe(sync.error)}
          </Callout>
        ) : null}
        {jobs.isPending ? (
          <LoadingState />
        ) : jobs.isError ? (
          <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} title={t('sync.error')} />
        ) : job ? (
          <JobProgress job={job} label={t('sync.progressLabel')} />
        ) : (
          <EmptyState icon="cloud-download" title={t('sync.empty')} />
        )}
      </Card>
    </section>
  );
}
