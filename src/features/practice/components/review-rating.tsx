// After a submission: how it went as the server measured it (hint, minutes against the plan), the rating it preset
// from that, and the learner's own choice among Again / Hard / Good / Easy, which schedules the next review again.
import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { useRateSubmission } from '@/api/queries/submissions/rate-submission';
import { useReviewParts } from '@/components/review-summary';
import { useErrorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import type { UiLanguage } from '@/lib/i18n';

const RATINGS: Schemas['ReviewRating'][] = ['again', 'hard', 'good', 'easy'];

interface ReviewRatingProps {
  problemId: string;
  submissionId: string;
  review: Schemas['SubmissionReview'];
  uiLanguage: UiLanguage;
}

export function ReviewRating({ problemId, submissionId, review, uiLanguage }: ReviewRatingProps) {
  const { t } = useTranslation('practice');
  const describe = useErrorText();
  const parts = useReviewParts();
  const rate = useRateSubmission(problemId, submissionId);
  const pending = rate.isPending ? rate.variables : undefined;
  const date = formatDateTime(review.next_review_at, uiLanguage);

  return (
    <section className="review-rating" aria-labelledby="review-rating-title" data-testid="review-rating">
      <h3 id="review-rating-title" className="review-rating__title">
        {t('review.title')}
      </h3>
      <p className="review-rating__signals" data-testid="review-signals">
        {/* In an interview the minutes are the session's share, not the plan's: saying "plan" there would be wrong. */}
        {t(review.interview ? 'review.signalsInterview' : 'review.signals', { hint: parts.hint(review), minutes: review.minutes_used, allowed: review.minutes_allowed })}
      </p>
      <p className="muted">{t('review.preset', { rating: parts.rating(review.preset_rating) })}</p>
      <ButtonGroup role="group" aria-label={t('review.choose')} className="review-rating__choices">
        {RATINGS.map((rating) => (
          <Button
            key={rating}
            text={parts.rating(rating)}
            title={t(`review.hints.${rating}`)}
            active={review.rating === rating}
            aria-pressed={review.rating === rating}
            loading={pending === rating}
            disabled={rate.isPending && pending !== rating}
            intent={review.rating === rating ? 'primary' : 'none'}
            onClick={() => {
              if (rating !== review.rating && !rate.isPending) rate.mutate(rating);
            }}
          />
        ))}
      </ButtonGroup>
      <p role="status" aria-live="polite" data-testid="review-next">
        {rate.isSuccess ? t('review.changed', { rating: parts.rating(review.rating), date }) : t('review.next', { date })}
      </p>
      {rate.isError && (
        <Callout intent="danger" icon="error" role="alert">
          {t('review.failed', { message: describe(rate.error) })}
        </Callout>
      )}
    </section>
  );
}
