// The rules of a study list goal (issue 27 item 3) as pure functions: the pace the minutes hold, the projected
// finish, the days skipped and how far they move it, and the slots a plan reserves for the list.
import { describe, expect, it } from 'vitest';
import { goalFigures, neededPerDay, newPerDay, projectedFinish, reserveListSlots, skippedDays } from '../../server/services/study-projection.ts';

describe('pace and projection', () => {
  it('new problems a day: the plan’s size less the third reviews may take, at least one', () => {
    expect([15, 30, 60, 90, 120, 180].map((m) => newPerDay(m as 15))).toEqual([1, 2, 2, 3, 4, 4]);
  });

  it('the finish counts today as a study day and rounds a part day up', () => {
    expect(projectedFinish('2026-11-21', 0, 2)).toBe('2026-11-21');
    expect(projectedFinish('2026-11-21', 1, 2)).toBe('2026-11-21');
    expect(projectedFinish('2026-11-21', 2, 2)).toBe('2026-11-21');
    expect(projectedFinish('2026-11-21', 3, 2)).toBe('2026-11-22');
    expect(projectedFinish('2026-11-21', 150, 2)).toBe('2027-02-03');
    expect(projectedFinish('2026-12-30', 10, 3)).toBe('2027-01-02');
  });

  it('what it takes to be done by the finish date', () => {
    expect(neededPerDay('2026-11-21', '2026-11-30', 30)).toBe(3);
    expect(neededPerDay('2026-11-21', '2026-11-21', 7)).toBe(7);
    expect(neededPerDay('2026-11-21', '2026-11-20', 7)).toBe(7);
    expect(neededPerDay('2026-11-21', '2026-11-30', 0)).toBe(0);
  });

  it('skipped days are the days since the start, before today, without practice', () => {
    const practised = new Set(['2026-11-14', '2026-11-16', '2026-11-20']);
    expect(skippedDays('2026-11-14', '2026-11-14', practised)).toBe(0);
    expect(skippedDays('2026-11-14', '2026-11-21', practised)).toBe(4);
    // Today does not count yet: the learner may still practise.
    expect(skippedDays('2026-11-20', '2026-11-21', practised)).toBe(0);
    expect(skippedDays('2026-11-20', '2026-11-22', practised)).toBe(1);
  });
});

describe('a goal over days (the clock is the test’s)', () => {
  const goal = { finishDate: '2026-12-10', dailyMinutes: 60 as const, startedOn: '2026-11-21', plannedFinish: '2026-11-30' };

  it('on the first day: the projection is the plan, nothing moved, on track', () => {
    // 20 remaining at 2 a day from 11-21: done on 11-30.
    expect(goalFigures(goal, '2026-11-21', 20, new Set())).toEqual({ newPerDay: 2, projectedFinish: '2026-11-30', daysMoved: 0, skippedDays: 0, onTrack: true, neededPerDay: 1 });
  });

  it('kept pace for three days: the projection stays', () => {
    const practised = new Set(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(goalFigures(goal, '2026-11-24', 14, practised)).toMatchObject({ projectedFinish: '2026-11-30', daysMoved: 0, skippedDays: 0 });
  });

  it('three days skipped: the projection moves three days later, and says the days were skipped', () => {
    const practised = new Set<string>();
    expect(goalFigures(goal, '2026-11-24', 20, practised)).toMatchObject({ projectedFinish: '2026-12-03', daysMoved: 3, skippedDays: 3, onTrack: true });
  });

  it('skipped past the finish date: off track, and what a day would take now', () => {
    expect(goalFigures(goal, '2026-12-05', 20, new Set())).toMatchObject({ projectedFinish: '2026-12-14', daysMoved: 14, skippedDays: 14, onTrack: false, neededPerDay: 4 });
  });

  it('ahead of pace: the projection moves earlier (negative)', () => {
    expect(goalFigures(goal, '2026-11-22', 10, new Set(['2026-11-21']))).toMatchObject({ projectedFinish: '2026-11-26', daysMoved: -4, skippedDays: 0 });
  });
});

describe('a plan’s slots for the list', () => {
  const item = (id: string) => ({ id });
  const reviews = [item('r1'), item('r2')];
  const list = [item('l1'), item('l2'), item('l3')];
  const others = [item('o1'), item('o2')];

  it('due reviews first, then the list in its order, then other new problems while room is left', () => {
    expect(reserveListSlots(reviews, list, others, 3).map((x) => x.id)).toEqual(['r1', 'r2', 'l1']);
    expect(reserveListSlots(reviews, list, others, 6).map((x) => x.id)).toEqual(['r1', 'r2', 'l1', 'l2', 'l3', 'o1']);
    expect(reserveListSlots([], list, others, 2).map((x) => x.id)).toEqual(['l1', 'l2']);
  });

  it('reviews never take the last slot from the list while it has problems; without a list, the plan is as it was', () => {
    expect(reserveListSlots(reviews, list, others, 2).map((x) => x.id)).toEqual(['r1', 'l1']);
    expect(reserveListSlots(reviews, list, others, 1).map((x) => x.id)).toEqual(['l1']);
    expect(reserveListSlots(reviews, [], others, 2).map((x) => x.id)).toEqual(['r1', 'r2']);
  });

  it('a problem both due and on the list is placed once', () => {
    expect(reserveListSlots([item('l1')], list, others, 3).map((x) => x.id)).toEqual(['l1', 'l2', 'l3']);
  });
});
