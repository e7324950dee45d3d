// The study goal form: a finish date (today or later, in the learner's day) and minutes a day. zod messages are
// i18n keys of the `problems` namespace.
import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { PLAN_TIME_CHOICES } from '@/lib/constants';

export type GoalMinutes = Schemas['PlanAvailableMinutes'];

export const studyGoalSchema = (today: string) =>
  z.object({
    finish_date: z
      .string()
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'studyList.errors.dateRequired' }),
        z.refine((value) => value >= today, { message: 'studyList.errors.datePast' }),
      ),
    daily_minutes: z.number().check(z.refine((value) => PLAN_TIME_CHOICES.some((choice) => choice.minutes === value), { message: 'studyList.errors.dateRequired' })),
  });
export type StudyGoalValues = z.infer<ReturnType<typeof studyGoalSchema>>;

/** Eight weeks from today: a first finish date to change. */
export function defaultFinishDate(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 56);
  return date.toISOString().slice(0, 10);
}
