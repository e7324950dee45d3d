// How often a page asks again while a job runs: often enough to see the bar move, rarely enough for a shared server.
import type { Schemas } from '@/api/client';

export const JOB_POLL_MS = 1500;

/** TanStack Query's refetchInterval: poll while the job is running, stop once it has stopped. */
export const pollWhileRunning = (job: Schemas['Job'] | undefined) => (job?.status === 'running' ? JOB_POLL_MS : false);
