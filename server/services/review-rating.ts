// How a solve went, as one rating for the spaced-repetition schedule: the rule that presets it from what the server
// saw (the analysis score, the highest hint asked for, the minutes used against those allowed, an interview or not).
// A pure function of its signals, so the rule is read and tested in one place and every caller (a submission, an
// interview session's submission) only gathers the signals. The contract's SubmissionReview states the same rule.
import { Rating, type Grade } from 'ts-fsrs';

export type ReviewRating = 'again' | 'hard' | 'good' | 'easy';

export interface ReviewSignals {
  /** The analysis score, 1-5. */
  score: number;
  /** The highest hint level asked for before submitting, 0 (none) to 3 (the approach outlined). */
  highestHintLevel: number;
  minutesUsed: number;
  minutesAllowed: number;
  /** Solved in an interview session (no hints, a clock). */
  interview: boolean;
}

const ORDER: ReviewRating[] = ['again', 'hard', 'good', 'easy'];
const rank = (rating: ReviewRating) => ORDER.indexOf(rating);
const atMost = (rating: ReviewRating, cap: ReviewRating) => (rank(rating) > rank(cap) ? cap : rating);

/** The score alone, as reviews were scheduled before the other signals were kept: 1-2 again … 5 easy. */
export function ratingOfScore(score: number): ReviewRating {
  if (score <= 2) return 'again';
  if (score === 3) return 'hard';
  return score === 4 ? 'good' : 'easy';
}

/** The rating preset for a submission (see the contract's SubmissionReview for the same rule in words). */
export function presetRating({ score, highestHintLevel, minutesUsed, minutesAllowed, interview }: ReviewSignals): ReviewRating {
  let rating = ratingOfScore(score);
  // A hint gave part of the answer away: what was recalled unaided is less than the score says.
  if (highestHintLevel >= 3) rating = atMost(rating, 'hard');
  else if (highestHintLevel >= 1) rating = atMost(rating, 'good');
  // Slow recall is weak recall; but a solve that worked is never "again" for its time alone.
  if (minutesUsed > 2 * minutesAllowed) rating = atMost(rating, 'hard');
  else if (minutesUsed > minutesAllowed && rating !== 'again') rating = ORDER[Math.max(rank('hard'), rank(rating) - 1)]!;
  // Solved as in an interview (no hints, a clock), in time and well: the strongest evidence there is.
  if (interview && highestHintLevel === 0 && minutesUsed <= minutesAllowed && score >= 4) rating = 'easy';
  return rating;
}

/** The rating as ts-fsrs grades it. */
export function fsrsGrade(rating: ReviewRating): Grade {
  return { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy }[rating] as Grade;
}
