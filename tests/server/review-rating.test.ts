// The rule that presets a submission's review rating from how it went (server/services/review-rating.ts).
import { describe, expect, it } from 'vitest';
import { presetRating, ratingOfScore, type ReviewSignals } from '../../server/services/review-rating.ts';

const base: ReviewSignals = { score: 5, highestHintLevel: 0, minutesUsed: 10, minutesAllowed: 20, interview: false };
const rate = (changes: Partial<ReviewSignals>) => presetRating({ ...base, ...changes });

describe('presetRating', () => {
  it('is the score alone for an unaided solve in time', () => {
    expect([1, 2, 3, 4, 5].map((score) => rate({ score }))).toEqual(['again', 'again', 'hard', 'good', 'easy']);
    expect([1, 2, 3, 4, 5].map(ratingOfScore)).toEqual(['again', 'again', 'hard', 'good', 'easy']);
  });

  it('caps what a hint gave away: level 1 or 2 at good, level 3 at hard; never raises a low score', () => {
    expect([0, 1, 2, 3].map((highestHintLevel) => rate({ highestHintLevel }))).toEqual(['easy', 'good', 'good', 'hard']);
    expect(rate({ score: 2, highestHintLevel: 3 })).toBe('again');
    expect(rate({ score: 3, highestHintLevel: 1 })).toBe('hard');
  });

  it('lowers a slow solve one step (not below hard), and past twice the time allowed to hard at most', () => {
    expect(rate({ minutesUsed: 20 })).toBe('easy');
    expect(rate({ minutesUsed: 21 })).toBe('good');
    expect(rate({ minutesUsed: 40 })).toBe('good');
    expect(rate({ minutesUsed: 41 })).toBe('hard');
    expect(rate({ score: 4, minutesUsed: 30 })).toBe('hard');
    expect(rate({ score: 3, minutesUsed: 30 })).toBe('hard');
    expect(rate({ score: 1, minutesUsed: 300 })).toBe('again');
    // Hints and time together.
    expect(rate({ highestHintLevel: 1, minutesUsed: 30 })).toBe('hard');
  });

  it('takes an interview solved well, in time and unaided, as easy; an interview gives nothing otherwise', () => {
    expect(rate({ interview: true, score: 4 })).toBe('easy');
    expect(rate({ interview: true, score: 3 })).toBe('hard');
    expect(rate({ interview: true, score: 4, minutesUsed: 25 })).toBe('hard');
    expect(rate({ interview: true, score: 5, highestHintLevel: 1 })).toBe('good');
  });
});
