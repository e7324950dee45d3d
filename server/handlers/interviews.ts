// The interviews tag: sessions against the server's clock, their debriefs, and the ended ones for progress.
import { authed, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function interviewHandlers({ interviews }: Services): Handlers {
  return {
    startInterview: authed<'startInterview'>(({ session, body, lang }) => interviews.start(session, body, lang)),
    getCurrentInterview: authed<'getCurrentInterview'>(({ session, lang }) => interviews.current(session, lang)),
    getInterview: authed<'getInterview'>(({ session, params, lang }) => interviews.get(session, params.id, lang)),
    endInterview: authed<'endInterview'>(({ session, params, lang }) => interviews.end(session, params.id, lang)),
    listInterviews: authed<'listInterviews'>(({ session, query }) => interviews.list(session, query.limit)),
  };
}
