// Pure helpers of the plan screens (kept free of React so unit tests can cover them).
import type { Schemas } from '@/api/client';
import { PLAN_TIME_CHOICES } from '@/lib/constants';

type Plan = Schemas['Plan'];
export type PlanMinutes = (typeof PLAN_TIME_CHOICES)[number]['minutes'];

export const DEFAULT_PLAN_MINUTES: PlanMinutes = 60;
export const GOAL_NOTE_MAX = 500;

/** Moved to lib (study goals count days too); re-exported for the plan screens. */
export { todayIn } from '@/lib/today';

/** Share of the plan done, 0..1 (an empty plan counts as not started). */
export function planCompletion(plan: Pick<Plan, 'completed_count' | 'total_count'>): number {
  if (plan.total_count <= 0) return 0;
  return Math.min(1, Math.max(0, plan.completed_count / plan.total_count));
}


type TrendPoint = Schemas['ScoreTrendPoint'];

/** The days that had submissions (the ones worth reading out to a screen reader). */
export function scoredDays(points: readonly TrendPoint[]): TrendPoint[] {
  return points.filter((point) => point.average_score !== null && point.submissions > 0);
}
