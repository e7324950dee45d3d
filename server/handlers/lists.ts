// The lists tag: study lists and the learner's goal (issue 27 item 3).
import { authed, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function listHandlers({ studyLists }: Services): Handlers {
  return {
    listStudyLists: authed<'listStudyLists'>(({ session }) => studyLists.list(session)),
    getStudyList: authed<'getStudyList'>(({ session, params }) => studyLists.get(session, params.id)),
    getStudyGoal: authed<'getStudyGoal'>(({ session }) => studyLists.goal(session)),
    setStudyGoal: authed<'setStudyGoal'>(({ session, body }) => studyLists.setGoal(session, body)),
    clearStudyGoal: authed<'clearStudyGoal'>(({ session }) => studyLists.clearGoal(session)),
  };
}
