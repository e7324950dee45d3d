// The problems tag.
import { authed, type Handlers } from '../http/handler.ts';
import { readTagNames } from '../catalogue/tag-names.ts';
import type { Services } from '../services/index.ts';

export function problemHandlers({ ctx, problems, notes, catalogueSync }: Services): Handlers {
  return {
    listProblems: authed<'listProblems'>(({ session, query, lang }) => problems.list(session.user.id, query, lang)),
    listTagNames: authed<'listTagNames'>(async () => ({ items: await readTagNames(ctx.db) })),
    searchProblems: authed<'searchProblems'>(({ session, query }) => problems.search(session.user.id, query)),
    getRandomProblem: authed<'getRandomProblem'>(({ session, query }) => problems.random(session.user.id, query.difficulty)),
    getDailyChallenge: authed<'getDailyChallenge'>(({ session }) => problems.daily(session.user.id)),
    getProblem: authed<'getProblem'>(({ session, params }) => problems.open(session.user.id, params.id)),
    getProblemDescription: authed<'getProblemDescription'>(({ params }) => problems.description(params.id)),
    getProblemHint: authed<'getProblemHint'>(({ session, params, query }) => problems.hint(session, params.id, query)),
    getProblemNote: authed<'getProblemNote'>(({ session, params }) => notes.get(session, params.id)),
    saveProblemNote: authed<'saveProblemNote'>(({ session, params, body }) => notes.save(session, params.id, body)),
    searchNotes: authed<'searchNotes'>(({ session, query }) => notes.search(session, query)),
    syncLeetcode: authed<'syncLeetcode'>(({ session }) => catalogueSync.sync(session)),
  };
}
