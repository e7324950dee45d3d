import { describe, expect, it } from 'vitest';
import { planGeneratorSchema, PLAN_GENERATOR_DEFAULTS, quickPlanBody, smartPlanBody } from '@/features/dashboard/plans/plan-generator-schema';
import { planCompletion, scoredDays, todayIn } from '@/features/dashboard/plans/plan-logic';

describe('todayIn', () => {
  const instant = new Date('2026-11-21T18:30:00Z');
  it('gives the calendar day in the user time zone', () => {
    expect(todayIn('Asia/Shanghai', instant)).toBe('2026-11-22');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-21');
  });
  it('falls back to the default zone for an unknown one', () => {
    expect(todayIn('Not/AZone', instant)).toBe('2026-11-22');
  });
});

describe('plan helpers', () => {
  it('computes completion', () => {
    expect(planCompletion({ completed_count: 1, total_count: 3 })).toBeCloseTo(1 / 3);
    expect(planCompletion({ completed_count: 0, total_count: 0 })).toBe(0);
  });
  it('keeps only the scored days', () => {
    expect(scoredDays([
      { date: '2026-11-20', average_score: null, submissions: 0 },
      { date: '2026-11-21', average_score: 3.5, submissions: 2 },
    ])).toEqual([{ date: '2026-11-21', average_score: 3.5, submissions: 2 }]);
  });
  it('builds the quick and smart bodies', () => {
    const values = { available_minutes: 90, include_review: false, goal_note: '  interview ' };
    expect(quickPlanBody(values, '2026-11-21')).toEqual({ target_date: '2026-11-21', available_minutes: 90, include_review: false });
    expect(smartPlanBody(values, '2026-11-21', 'en')).toEqual({ target_date: '2026-11-21', available_minutes: 90, include_review: false, user_language: 'en', goal_note: 'interview' });
    expect(smartPlanBody({ ...values, goal_note: ' ' }, '2026-11-21', 'zh')).not.toHaveProperty('goal_note');
  });
});

describe('planGeneratorSchema', () => {
  it('accepts the defaults and rejects bad values with i18n keys', () => {
    expect(planGeneratorSchema.safeParse(PLAN_GENERATOR_DEFAULTS).success).toBe(true);
    const minutes = planGeneratorSchema.safeParse({ ...PLAN_GENERATOR_DEFAULTS, available_minutes: 45 });
    expect(minutes.success ? '' : minutes.error.issues[0]?.message).toBe('generator.errors.minutes');
    const note = planGeneratorSchema.safeParse({ ...PLAN_GENERATOR_DEFAULTS, goal_note: 'x'.repeat(501) });
    expect(note.success ? '' : note.error.issues[0]?.message).toBe('generator.errors.goalNoteTooLong');
  });
});
