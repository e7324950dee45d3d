import { describe, expect, it } from 'vitest';
import { mostSolved, solvedBars, tickDates, trendSeries, trendStats } from '@/features/progress/chart-data';

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const point = (n: number, average_score: number | null, submissions = average_score === null ? 0 : 1) => ({ date: day(n), average_score, submissions });

describe('solvedBars', () => {
  it('splits each row into solved and attempted-not-solved, keyed as asked', () => {
    const items = [
      { category: 'array', solved: 9, attempted: 10, total: 612, average_score: 3.9 },
      { category: 'tree', solved: 4, attempted: 4, total: 241, average_score: 3.6 },
    ];
    expect(solvedBars(items, (item) => item.category)).toEqual([
      { key: 'array', solved: 9, unsolved: 1 },
      { key: 'tree', solved: 4, unsolved: 0 },
    ]);
  });
  it('never gives a negative unsolved part and keeps an empty list empty', () => {
    expect(solvedBars([{ difficulty: 'Hard', solved: 3, attempted: 2 }], (item) => item.difficulty)).toEqual([{ key: 'Hard', solved: 3, unsolved: 0 }]);
    expect(solvedBars([], () => 'x')).toEqual([]);
  });
});

describe('trendSeries', () => {
  it('makes one named series, days without a score as null gaps', () => {
    expect(trendSeries([point(8, 4, 2), point(9, null), point(10, 2.5, 3)], 'Daily average score')).toEqual([
      { id: 'Daily average score', data: [{ x: day(8), y: 4 }, { x: day(9), y: null }, { x: day(10), y: 2.5 }] },
    ]);
  });
  it('keeps an empty series', () => {
    expect(trendSeries([], 's')).toEqual([{ id: 's', data: [] }]);
  });
});

describe('tickDates', () => {
  it('keeps every date when there are few enough', () => {
    const points = [1, 2, 3].map((n) => point(n, 3));
    expect(tickDates(points, 7)).toEqual([day(1), day(2), day(3)]);
    expect(tickDates(points, 3)).toEqual([day(1), day(2), day(3)]);
  });
  it('spreads at most `max` dates evenly, counting back from the last day', () => {
    const thirty = Array.from({ length: 30 }, (_, index) => point(index + 1, 3));
    // step = ceil(30 / 7) = 5: days 30, 25, 20, 15, 10, 5.
    expect(tickDates(thirty, 7)).toEqual([day(5), day(10), day(15), day(20), day(25), day(30)]);
    const ten = thirty.slice(0, 10);
    // step = ceil(10 / 4) = 3: days 10, 7, 4, 1.
    expect(tickDates(ten, 4)).toEqual([day(1), day(4), day(7), day(10)]);
  });
  it('always includes the last day and never more than max', () => {
    const year = Array.from({ length: 365 }, (_, index) => ({ date: `d${index}`, average_score: null, submissions: 0 }));
    const ticks = tickDates(year, 7);
    // step = ceil(365 / 7) = 53, counted back from index 364.
    expect(ticks).toEqual(['d46', 'd99', 'd152', 'd205', 'd258', 'd311', 'd364']);
  });
});

describe('trendStats', () => {
  it('counts the days with a score and finds their range', () => {
    expect(trendStats([point(15, 3.5, 2), point(16, 3.7, 3), point(17, null), point(18, 3.3, 3), point(19, 0, 1)])).toEqual({ activeDays: 4, min: 0, max: 3.7 });
  });
  it('is null when no day has a score', () => {
    expect(trendStats([point(1, null), point(2, null)])).toBeNull();
    expect(trendStats([])).toBeNull();
  });
});

describe('mostSolved', () => {
  it('picks the row with the most solved problems, the first one on a tie', () => {
    const rows = [
      { category: 'hash_table', solved: 7 },
      { category: 'array', solved: 9 },
      { category: 'string', solved: 9 },
    ];
    expect(mostSolved(rows)).toBe(rows[1]);
    expect(mostSolved([{ category: 'a', solved: 0 }, { category: 'b', solved: 0 }])).toEqual({ category: 'a', solved: 0 });
  });
  it('is undefined for no rows', () => {
    expect(mostSolved([])).toBeUndefined();
  });
});
