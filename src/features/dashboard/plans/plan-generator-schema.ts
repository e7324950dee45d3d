// The plan generator's form: its schema and the request bodies it makes, apart from plan-logic.ts so that zod
// loads with the generator (lazily, when it is shown) rather than with every dashboard.
import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { PLAN_TIME_CHOICES } from '@/lib/constants';
import { DEFAULT_PLAN_MINUTES, GOAL_NOTE_MAX, type PlanMinutes } from './plan-logic';

/** The generator form: zod messages are i18n keys of the `dashboard` namespace. */
export const planGeneratorSchema = z.object({
  available_minutes: z
    .number()
    .check(z.refine((value) => PLAN_TIME_CHOICES.some((choice) => choice.minutes === value), { message: 'generator.errors.minutes' })),
  include_review: z.boolean(),
  goal_note: z.string().check(z.trim(), z.maxLength(GOAL_NOTE_MAX, { message: 'generator.errors.goalNoteTooLong' })),
});
export type PlanGeneratorValues = z.infer<typeof planGeneratorSchema>;

export const PLAN_GENERATOR_DEFAULTS: PlanGeneratorValues = {
  available_minutes: DEFAULT_PLAN_MINUTES,
  include_review: true,
  goal_note: '',
};

/** The quick plan's body; the smart one adds the language and the goal note. */
export function quickPlanBody(values: PlanGeneratorValues, targetDate: string): Schemas['PlanGenerateRequest'] {
  return { target_date: targetDate, available_minutes: values.available_minutes as PlanMinutes, include_review: values.include_review };
}

export function smartPlanBody(values: PlanGeneratorValues, targetDate: string, language: 'zh' | 'en'): Schemas['SmartPlanRequest'] {
  const note = values.goal_note.trim();
  return { ...quickPlanBody(values, targetDate), user_language: language, ...(note ? { goal_note: note } : {}) };
}
