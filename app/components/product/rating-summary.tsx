import { useTranslation } from 'react-i18next';
import type { ReviewSummary } from '../../../common/reviews.ts';
import { Stars, useRatingFormat } from './stars.tsx';

/** Stars, the average ("4,6") and the number of reviews; nothing when there are no reviews. */
export function RatingSummary({ summary, className = '' }: { summary: ReviewSummary; className?: string }) {
  const { t } = useTranslation();
  const format = useRatingFormat();
  if (summary.average === null || summary.count === 0) return null;
  const rating = format(summary.average);
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 ${className}`}>
      <Stars value={summary.average} label={t('reviews.average', { rating })} />
      <span aria-hidden="true" className="font-bold">
        {rating}
      </span>
      <span className="text-muted">{t('reviews.count', { count: summary.count })}</span>
    </span>
  );
}
