// A long job's live progress (the LeetCode sync, an imported history's analyses): its state, a bar with counts,
// the page it is on, what went wrong in the reader's language, and Cancel or Resume. The job comes polled from
// GET /jobs/{id} (src/api/queries/jobs): the bar moves while the job runs and stops with it.
import { Button, Callout, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useCancelJob } from '@/api/queries/jobs/cancel-job';
import { useResumeJob } from '@/api/queries/jobs/resume-job';
import { useErrorText } from '@/lib/error-text';
import { formatDateTime, formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';

type Job = Schemas['Job'];

const STATUS_INTENT: Record<Job['status'], Intent> = {
  running: Intent.PRIMARY,
  interrupted: Intent.WARNING,
  cancelled: Intent.NONE,
  failed: Intent.DANGER,
  done: Intent.SUCCESS,
};

/** `counts`: false where the job's counts are on screen already, just above (an import's own result). */
export function JobProgress({ job, label, counts = true }: { job: Job; label: string; counts?: boolean }) {
  const { t } = useTranslation('common');
  const { language } = usePreferences();
  const describe = useErrorText();
  const cancel = useCancelJob();
  const resume = useResumeJob();
  const n = (value: number) => formatNumber(value, language);
  const running = job.status === 'running';
  const total = job.progress.total;
  const fraction = total ? Math.min(1, job.progress.done / total) : undefined;
  const failure = cancel.error ?? resume.error;

  return (
    <div className="job-progress" role="status" aria-live="polite" data-testid={`job-${job.kind}`}>
      <div className="job-progress__head">
        <Tag intent={STATUS_INTENT[job.status]} minimal={job.status === 'cancelled'} round multiline>
          {t(`jobs.status.${job.status}`)}
        </Tag>
        <span className="job-progress__done">
          {total !== undefined ? t(`jobs.${job.kind}.progress`, { done: n(job.progress.done), total: n(total) }) : t(`jobs.${job.kind}.progressSoFar`, { done: n(job.progress.done) })}
        </span>
        {job.page ? <span className="job-progress__page">{job.page.total ? t('jobs.page', { current: n(job.page.current), total: n(job.page.total) }) : t('jobs.pageSoFar', { current: n(job.page.current) })}</span> : null}
      </div>
      <ProgressBar
        value={fraction}
        intent={STATUS_INTENT[job.status]}
        animate={running}
        stripes={running}
        aria-label={label}
        aria-valuenow={fraction === undefined ? undefined : Math.round(fraction * 100)}
      />
      {counts ? <p className="job-progress__counts">{countsLine(job, t, n)}</p> : null}
      {job.import && job.import.analysing > 0 ? (
        <p className="job-progress__counts">
          {t('jobs.history_import.analyses', { analysed: n(job.import.analysed), analysing: n(job.import.analysing) })}
          {job.import.analysis_failed ? ` · ${t('jobs.history_import.analysisFailed', { count: job.import.analysis_failed })}` : ''}
        </p>
      ) : null}
      {job.errors.length ? (
        <ul className="job-progress__errors" aria-label={t('jobs.errorsLabel')}>
          {job.errors.map((error, index) => (
            <li key={`${error.at}-${index}`}>
              <span className="job-progress__when">{formatDateTime(error.at, language)}</span>
              {error.page ? <span>{t('jobs.onPage', { page: n(error.page) })}</span> : null}
              {error.item ? <code>{error.item}</code> : null}
              <span>{t(`jobs.errors.${error.code}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <Callout intent={Intent.DANGER} compact>
          {describe(failure)}
        </Callout>
      ) : null}
      {job.can_cancel || job.can_resume ? (
        <div className="job-progress__actions">
          {job.can_cancel ? <Button icon="stop" text={t('jobs.cancel')} loading={cancel.isPending} onClick={() => cancel.mutate(job.id)} /> : null}
          {job.can_resume ? <Button icon="play" intent={Intent.PRIMARY} text={t('jobs.resume')} loading={resume.isPending} onClick={() => resume.mutate(job.id)} /> : null}
        </div>
      ) : null}
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'common'>>['t'];

function countsLine(job: Job, t: T, n: (value: number) => string): string {
  if (job.sync) {
    const s = job.sync;
    return t('jobs.catalogue_sync.counts', { added: n(s.added), updated: n(s.updated), unchanged: n(s.unchanged), skipped: n(s.skipped) });
  }
  if (job.import) {
    const r = job.import;
    const steps = [t('jobs.history_import.found', { count: r.found }), t('jobs.history_import.imported', { count: r.imported })];
    if (r.already_imported) steps.push(t('jobs.history_import.already', { count: r.already_imported }));
    if (r.not_in_catalogue) steps.push(t('jobs.history_import.notInCatalogue', { count: r.not_in_catalogue }));
    if (r.unsupported_language) steps.push(t('jobs.history_import.unsupported', { count: r.unsupported_language }));
    return steps.join(' · ');
  }
  return '';
}
