// The progress tag.
import { authed, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function progressHandlers({ progress, practiceCalendar }: Services): Handlers {
  return {
    getProgressOverview: authed<'getProgressOverview'>(({ session }) => progress.overview(session)),
    getCategoryProgress: authed<'getCategoryProgress'>(({ session }) => progress.categories(session)),
    getDifficultyProgress: authed<'getDifficultyProgress'>(({ session }) => progress.difficulty(session)),
    getStrengthsWeaknesses: authed<'getStrengthsWeaknesses'>(({ session }) => progress.strengthsWeaknesses(session)),
    getDashboard: authed<'getDashboard'>(({ session }) => progress.dashboard(session)),
    getScoreTrend: authed<'getScoreTrend'>(({ session, query }) => progress.scoreTrend(session, query.days ?? 30)),
    getPracticeCalendar: authed<'getPracticeCalendar'>(({ session }) => practiceCalendar.year(session)),
    getAiInsights: authed<'getAiInsights'>(({ session, query, lang }) => progress.insights(session, query.user_language ?? lang)),
  };
}
