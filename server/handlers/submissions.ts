// The submissions tag: analyse first, then submit (§4); every call works on the caller's own submissions.
import { authed, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function submissionHandlers({ submissions }: Services): Handlers {
  return {
    analyzeCode: authed<'analyzeCode'>(({ session, body, lang }) => submissions.analyse(session, body, lang)),
    createSubmission: authed<'createSubmission'>(({ session, body }) => submissions.submit(session, body)),
    listSubmissions: authed<'listSubmissions'>(({ session, query }) => submissions.list(session, query)),
    getSubmission: authed<'getSubmission'>(({ session, params }) => submissions.get(session, params.id)),
    deleteSubmission: authed<'deleteSubmission'>(({ session, params }) => submissions.remove(session, params.id)),
    listProblemSubmissions: authed<'listProblemSubmissions'>(({ session, params }) => submissions.ofProblem(session, params.id)),
    getSubmissionStats: authed<'getSubmissionStats'>(({ session }) => submissions.stats(session)),
    optimizeSubmission: authed<'optimizeSubmission'>(({ session, body, lang }) => submissions.optimise(session, body, lang)),
    rateSubmission: authed<'rateSubmission'>(({ session, params, body }) => submissions.rate(session, params.id, body.rating)),
    getSubmissionPatterns: authed<'getSubmissionPatterns'>(({ session }) => submissions.patterns(session)),
    getSupportedLanguages: authed<'getSupportedLanguages'>(async () => submissions.languages()),
  };
}
