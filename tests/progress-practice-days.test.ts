import { describe, expect, it } from 'vitest';
import { heatmapData, heatmapRange, localDay, longestRun, tooltipShift, weekColumn } from '@/features/progress/practice-days';

const practised = (date: string, submissions = 1) => ({ date, submissions, problems: 1 });

describe('localDay', () => {
  it('is the local midnight of the calendar day, whatever the browser’s zone', () => {
    const day = localDay('2026-09-06');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 8, 6, 0]);
  });
});

describe('heatmapRange', () => {
  it('starts on the first day and ends the day after the last (nivo leaves its end out)', () => {
    const range = heatmapRange('2025-11-22', '2026-11-21');
    expect([range.from.getFullYear(), range.from.getMonth(), range.from.getDate()]).toEqual([2025, 10, 22]);
    expect([range.to.getFullYear(), range.to.getMonth(), range.to.getDate()]).toEqual([2026, 10, 22]);
    const yearEnd = heatmapRange('2026-01-01', '2026-12-31').to;
    expect([yearEnd.getFullYear(), yearEnd.getMonth(), yearEnd.getDate()]).toEqual([2027, 0, 1]);
  });
});

describe('heatmapData', () => {
  it('gives nivo one value per practice day: its submissions', () => {
    expect(heatmapData([practised('2026-11-20', 3), practised('2026-11-21', 1)])).toEqual([
      { day: '2026-11-20', value: 3 },
      { day: '2026-11-21', value: 1 },
    ]);
  });
});

describe('longestRun', () => {
  it('counts consecutive days, across months and years', () => {
    expect(longestRun([])).toBe(0);
    expect(longestRun([practised('2026-11-01')])).toBe(1);
    expect(longestRun(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-03', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'].map((d) => practised(d)))).toBe(4);
  });
});

describe('weekColumn', () => {
  it('counts Monday-started weeks from the first day shown, as nivo lays out its columns', () => {
    // 2025-11-22 was a Saturday: it and Sunday the 23rd are column 0, Monday the 24th starts column 1.
    expect(weekColumn('2025-11-22', '2025-11-22')).toBe(0);
    expect(weekColumn('2025-11-22', '2025-11-23')).toBe(0);
    expect(weekColumn('2025-11-22', '2025-11-24')).toBe(1);
    // A Monday start: its own week is column 0.
    expect(weekColumn('2026-11-23', '2026-11-29')).toBe(0);
    expect(weekColumn('2026-11-23', '2026-11-30')).toBe(1);
    // A year of days, across the zone's clock changes: 53 columns.
    expect(weekColumn('2025-11-22', '2026-11-21')).toBe(52);
  });
});

describe('tooltipShift', () => {
  it('keeps the tooltip inside the chart: left-aligned on the first column, right-aligned on the last (today)', () => {
    expect(tooltipShift(0, 53)).toBe(50);
    expect(tooltipShift(52, 53)).toBe(-50);
    expect(tooltipShift(26, 53)).toBe(0);
    expect(tooltipShift(0, 1)).toBe(0);
  });
});
