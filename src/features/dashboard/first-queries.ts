// What the dashboard asks for as soon as it renders: today's plan, the key figures, the 30-day score trend, the
// daily challenge and the study goal's projection (see lib/first-queries.ts for who starts them).
import { studyGoalQuery } from '@/api/queries/lists/get-study-goal';
import { todayPlanQuery } from '@/api/queries/plans/get-today-plan';
import { dailyChallengeQuery } from '@/api/queries/problems/get-daily-challenge';
import { dashboardQuery } from '@/api/queries/progress/get-dashboard';
import { scoreTrendQuery } from '@/api/queries/progress/get-score-trend';
import { firstQuery, type FirstQuery } from '@/lib/first-queries';

export const dashboardFirstQueries = (): FirstQuery[] => [
  firstQuery(todayPlanQuery()),
  firstQuery(dashboardQuery()),
  firstQuery(scoreTrendQuery()),
  firstQuery(dailyChallengeQuery()),
  firstQuery(studyGoalQuery()),
];
