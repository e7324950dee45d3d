// The jobs tag: the live progress of long jobs (the LeetCode sync, an imported history's analyses), cancel, resume.
import { authed, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function jobHandlers({ jobs }: Services): Handlers {
  return {
    listJobs: authed<'listJobs'>(({ session, query }) => jobs.list(session, query.kind)),
    getJob: authed<'getJob'>(({ session, params }) => jobs.get(session, params.id)),
    cancelJob: authed<'cancelJob'>(({ session, params }) => jobs.cancel(session, params.id)),
    resumeJob: authed<'resumeJob'>(({ session, params }) => jobs.resume(session, params.id)),
  };
}
