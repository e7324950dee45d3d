// How a submission went, in one line: "hint 3 · 42 min · Hard" (提示 3 · 42 分钟 · 吃力). The history and the
// problem page both show it, so it lives here (features do not import each other).
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';

type Review = Schemas['SubmissionReview'];

/** The line's parts, in order: hint, minutes, interview (when it was one), rating. */
export function useReviewParts() {
  const { t } = useTranslation('common');
  return {
    hint: (review: Pick<Review, 'hint_level'>) => (review.hint_level > 0 ? t('review.hint', { level: review.hint_level }) : t('review.noHint')),
    rating: (rating: Schemas['ReviewRating']) => t(`review.ratings.${rating}`),
    line: (review: Review) =>
      [
        review.hint_level > 0 ? t('review.hint', { level: review.hint_level }) : t('review.noHint'),
        t('review.minutes', { count: review.minutes_used }),
        ...(review.interview ? [t('review.interview')] : []),
        t(`review.ratings.${review.rating}`),
      ].join(' · '),
  };
}

export function ReviewSummary({ review }: { review: Review }) {
  const parts = useReviewParts();
  return <span className={`review-summary review-summary--${review.rating}`}>{parts.line(review)}</span>;
}
