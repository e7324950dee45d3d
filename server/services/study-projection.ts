// The rules of a study list goal (issue 27 item 3), as pure functions of dates and counts so that they are tested
// without a database or a clock: how many new problems a day the learner's minutes hold, when the list's
// remaining problems are done at that pace, how many days were skipped, and which new problems a plan reserves.
import type { Schemas } from '../contract/index.ts';
import { addDays, daysBetween } from './calendar.ts';

type Minutes = Schemas['PlanAvailableMinutes'];

/** §2: the problems a plan holds for its minutes (the same table as plans.ts's PLAN_SIZE, its maximum). */
const PLAN_MAX: Record<Minutes, number> = { 15: 1, 30: 2, 60: 3, 90: 4, 120: 5, 180: 6 };

/**
 * New problems a day: the plan's size less the third that due reviews may take (plans.ts's quick rule), and at
 * least one, so that a list always moves: 15 → 1, 30 → 2, 60 → 2, 90 → 3, 120 → 4, 180 → 4.
 */
export function newPerDay(minutes: Minutes): number {
  const max = PLAN_MAX[minutes];
  return Math.max(1, max - Math.floor(max / 3));
}

/**
 * The day the remaining problems are done at `perDay` a day, today counting as a study day; today itself when
 * nothing remains.
 */
export function projectedFinish(today: string, remaining: number, perDay: number): string {
  if (remaining <= 0) return today;
  return addDays(today, Math.ceil(remaining / Math.max(1, perDay)) - 1);
}

/** New problems a day it takes to be done by `finish` (today included); all of them when the day has passed. */
export function neededPerDay(today: string, finish: string, remaining: number): number {
  if (remaining <= 0) return 0;
  const days = daysBetween(today, finish) + 1;
  return days <= 0 ? remaining : Math.ceil(remaining / days);
}

/** Days from `startedOn` up to yesterday on which the learner did not practise (`practised` holds dates). */
export function skippedDays(startedOn: string, today: string, practised: ReadonlySet<string>): number {
  let skipped = 0;
  for (let day = startedOn; daysBetween(day, today) > 0; day = addDays(day, 1)) if (!practised.has(day)) skipped++;
  return skipped;
}

export interface GoalFigures {
  newPerDay: number;
  projectedFinish: string;
  daysMoved: number;
  skippedDays: number;
  onTrack: boolean;
  neededPerDay: number;
}

/** Everything the dashboard says about a goal, from its settings, the remaining count and the practice days. */
export function goalFigures(goal: { finishDate: string; dailyMinutes: Minutes; startedOn: string; plannedFinish: string }, today: string, remaining: number, practised: ReadonlySet<string>): GoalFigures {
  const perDay = newPerDay(goal.dailyMinutes);
  const projected = projectedFinish(today, remaining, perDay);
  return {
    newPerDay: perDay,
    projectedFinish: projected,
    daysMoved: daysBetween(goal.plannedFinish, projected),
    skippedDays: skippedDays(goal.startedOn, today, practised),
    onTrack: daysBetween(projected, goal.finishDate) >= 0,
    neededPerDay: neededPerDay(today, goal.finishDate, remaining),
  };
}

/**
 * A plan's picks with the list's slots reserved: the due reviews first (as many as the plan kept, leaving room for
 * at least one list problem while the list has any), then the list's next problems in its order up to the
 * plan's size, then the plan's other new problems if room is left. Duplicates are dropped.
 */
export function reserveListSlots<T extends { id: string }>(reviews: readonly T[], listNext: readonly T[], others: readonly T[], size: number): T[] {
  const keepReviews = listNext.length > 0 ? Math.min(reviews.length, Math.max(0, size - 1)) : reviews.length;
  const picks: T[] = [];
  const seen = new Set<string>();
  const add = (item: T) => {
    if (picks.length >= size || seen.has(item.id)) return;
    seen.add(item.id);
    picks.push(item);
  };
  reviews.slice(0, keepReviews).forEach(add);
  listNext.forEach(add);
  others.forEach(add);
  return picks;
}
