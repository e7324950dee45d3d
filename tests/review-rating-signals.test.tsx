// After a submission the card says what the minutes were measured against: the plan's, or in an interview the
// session's share (saying "your plan allowed" there was wrong, and the plan's figure would tell the difficulty).
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@/api/client';
import { ReviewRating } from '@/features/practice/components/review-rating';

const review = (interview: boolean): Schemas['SubmissionReview'] => ({
  hint_level: 0,
  minutes_used: 12,
  minutes_allowed: 23,
  interview,
  preset_rating: 'good',
  rating: 'good',
  next_review_at: '2026-12-01T08:00:00Z',
});

function signals(interview: boolean): string {
  const client = new QueryClient();
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <ReviewRating problemId="0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01" submissionId="1c6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a02" review={review(interview)} uiLanguage="en" />
    </QueryClientProvider>,
  );
  const text = screen.getByTestId('review-signals').textContent ?? '';
  unmount();
  return text;
}

describe('ReviewRating', () => {
  it("measures an interview's minutes against the session's share, and others against the plan", () => {
    expect(signals(true)).toBe('review.signalsInterview');
    expect(signals(false)).toBe('review.signals');
  });
});
