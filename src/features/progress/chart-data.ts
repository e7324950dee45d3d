// Pure shaping of the progress data for the charts and their text alternatives (unit-tested).
import type { Schemas } from '@/api/client';

type ScorePoint = Schemas['ScoreTrendPoint'];

export interface SolvedBar {
  [key: string]: string | number;
  key: string;
  solved: number;
  unsolved: number;
}

/** Solved and "attempted, not solved" per row, the two stacked parts of a progress bar. */
export function solvedBars<T extends { solved: number; attempted: number }>(items: readonly T[], keyOf: (item: T) => string): SolvedBar[] {
  return items.map((item) => ({ key: keyOf(item), solved: item.solved, unsolved: Math.max(0, item.attempted - item.solved) }));
}

/** One nivo series; days without a submission stay null so the line shows a gap there. */
export function trendSeries(points: readonly ScorePoint[], id: string) {
  return [{ id, data: points.map((point) => ({ x: point.date, y: point.average_score ?? null })) }];
}

/** At most `max` evenly spread dates for the x axis, always including the last day. */
export function tickDates(points: readonly ScorePoint[], max: number): string[] {
  if (points.length <= max) return points.map((point) => point.date);
  const step = Math.ceil(points.length / max);
  const last = points.length - 1;
  return points.filter((_, index) => (last - index) % step === 0).map((point) => point.date);
}

export interface TrendStats {
  activeDays: number;
  min: number;
  max: number;
}

/** The figures the chart's text summary reads out; null when no day had a score. */
export function trendStats(points: readonly ScorePoint[]): TrendStats | null {
  const scores = points.map((point) => point.average_score).filter((score): score is number => typeof score === 'number');
  if (scores.length === 0) return null;
  return { activeDays: scores.length, min: Math.min(...scores), max: Math.max(...scores) };
}

/** The row with the most solved problems (first one on a tie). */
export function mostSolved<T extends { solved: number }>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || item.solved > best.solved ? item : best), undefined);
}
