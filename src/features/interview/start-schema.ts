// The start form's schema and the body it makes: zod messages are i18n keys of the `interview` namespace.
import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';

export const INTERVIEW_COUNTS = [1, 2, 3] as const;
export const INTERVIEW_MINUTES = [25, 45, 60] as const satisfies readonly Schemas['InterviewMinutes'][];
export const INTERVIEW_SOURCES = ['level', 'category', 'random'] as const satisfies readonly Schemas['InterviewSource'][];

export const startSchema = z
  .object({
    problem_count: z.number(),
    minutes: z.number(),
    source: z.enum(INTERVIEW_SOURCES),
    category: z.optional(z.string()),
  })
  .check(
    z.refine((values) => values.source !== 'category' || Boolean(values.category), { message: 'start.errors.category', path: ['category'] }),
  );
export type StartValues = z.infer<typeof startSchema>;

/** "2 problems · 45 min" at my level: what most learners start with. */
export const START_DEFAULTS: StartValues = { problem_count: 2, minutes: 45, source: 'level', category: undefined };

export function startBody(values: StartValues): Schemas['InterviewStartRequest'] {
  return {
    problem_count: values.problem_count,
    minutes: values.minutes as Schemas['InterviewMinutes'],
    source: values.source,
    ...(values.source === 'category' && values.category ? { category: values.category as Schemas['ProblemCategory'] } : {}),
  };
}
