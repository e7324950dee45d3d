// Synthetic practice history, shared by the demo seed (npm run seed:demo) and the benchmark's loader
// (npm run bench:practice): on which days a learner practised, at what times, and which problem each submission
// was for: new problems, and now and then one tried before again. Deterministic for a given random source, so a
// benchmark's data is the same on every run and engine.
import { addDays, localDate, startOfDay } from '../../services/calendar.ts';

/** A small seeded generator (mulberry32): the same seed gives the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface HistoryShape {
  /** The history ends before this instant (now). */
  end: Date;
  /** How many calendar days it spans, the end's day included. */
  days: number;
  submissions: number;
  /** Problems are numbered 0 … problems-1; each submission names one. */
  problems: number;
  /** The learner's time zone: practice happens between 08:00 and 23:00 there. */
  zone: string;
  /** The last `streak` days (the end's day included) all have practice, the day before none. */
  streak: number;
  /** The share of submissions that go back to a problem submitted before (0 … 1). */
  retryShare: number;
  /** Of the days before the streak, the share with practice. */
  activeShare?: number;
}

export interface PracticeEvent {
  at: Date;
  /** The learner's local date of `at`. */
  date: string;
  problem: number;
  /** 0 for the first submission of the problem, 1 for the second, … */
  attempt: number;
}

const HOUR = 3_600_000;
const DAY_OPENS = 8 * HOUR;
const DAY_CLOSES = 23 * HOUR;

/** Submission times, sorted: spread over the active days (1 … 4 parts each), at random minutes of the day. */
function practiceTimes(shape: HistoryShape, random: () => number): Array<{ at: Date; date: string }> {
  const today = localDate(shape.end, shape.zone);
  const dates: string[] = [];
  for (let back = shape.days - 1; back >= 0; back--) {
    const inStreak = back < shape.streak;
    const justBefore = back === shape.streak;
    if (inStreak || (!justBefore && random() < (shape.activeShare ?? 0.65))) dates.push(addDays(today, -back));
  }
  const weights = dates.map(() => 1 + Math.floor(random() * 4));
  const sum = weights.reduce((a, b) => a + b, 0);
  // Largest remainders: the counts add up to exactly `submissions`.
  const exact = weights.map((w) => (w / sum) * shape.submissions);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  const missing = shape.submissions - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) counts[order[k % order.length]!.i]! += 1;
  const times: Array<{ at: Date; date: string }> = [];
  dates.forEach((date, i) => {
    const midnight = startOfDay(date, shape.zone).getTime();
    let from = midnight + DAY_OPENS;
    let to = Math.min(midnight + DAY_CLOSES, shape.end.getTime() - 60_000);
    // Today before 08:00: whatever of the day has passed.
    if (to <= from) [from, to] = [midnight, shape.end.getTime() - 60_000];
    if (to <= from) return;
    const day = Array.from({ length: counts[i]! }, () => from + Math.floor(random() * (to - from))).sort((a, b) => a - b);
    times.push(...day.map((ms) => ({ at: new Date(ms), date })));
  });
  return times;
}

/** The learner's submissions in time order, each for a problem: mostly new ones, some tried before. */
export function practiceHistory(shape: HistoryShape, random: () => number): PracticeEvent[] {
  const fresh = Array.from({ length: shape.problems }, (_, i) => i);
  // A shuffled catalogue: each learner works through the problems in their own order.
  for (let i = fresh.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [fresh[i], fresh[j]] = [fresh[j]!, fresh[i]!];
  }
  // Problems are tried again on a later day, not the same one.
  const tried: number[] = [];
  let triedBefore = 0;
  let day = '';
  const attempts = new Map<number, number>();
  return practiceTimes(shape, random).map(({ at, date }) => {
    if (date !== day) [day, triedBefore] = [date, tried.length];
    const retry = triedBefore > 0 && (random() < shape.retryShare || fresh.length === 0);
    const problem = retry ? tried[Math.floor(random() * triedBefore)]! : fresh.pop()!;
    if (!retry) tried.push(problem);
    const attempt = attempts.get(problem) ?? 0;
    attempts.set(problem, attempt + 1);
    return { at, date, problem, attempt };
  });
}
