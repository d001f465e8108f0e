import { Suspense, useState } from 'react';
import { Await } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReviewSummary, ReviewView, ShownReviews } from '../../../common/reviews.ts';
import { reviewsPerPage } from '../../../common/review-limits.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { formatInKyiv, longDateStyle } from '../../../common/intl-formats.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewForm } from './review-form.tsx';
import { Stars } from './stars.tsx';

/** A review; `days` holds the days the server wrote, the rest (reviews loaded later) are formatted here. */
function ReviewItem({ review, days }: { review: ReviewView; days: ShownReviews['days'] }) {
  const { t, i18n } = useTranslation();
  const dayOf = (moment: string) => days[moment] ?? formatInKyiv(moment, i18n.language, longDateStyle);
  return (
    <article className="border-b border-line py-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold">{review.author_name}</h3>
        <time dateTime={review.created_at} className="text-sm text-muted">
          {dayOf(review.created_at)}
        </time>
      </header>
      <p className="mt-1">
        <Stars value={review.rating} label={t('reviews.ratedAs', { rating: review.rating })} size={16} />
      </p>
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      {review.reply && (
        <div className="mt-3 border-l-4 border-line pl-3" data-review-reply>
          <p className="text-sm font-semibold">
            {t('reviews.shopReply')}{' '}
            <time dateTime={review.reply.created_at} className="font-normal text-muted">
              {dayOf(review.reply.created_at)}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
    </article>
  );
}

/** Stands where the first reviews will appear, about as tall as they will be. */
function ReviewListPlaceholder({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('reviews.listLoading')}</span>
      <div aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="border-b border-line py-5">
            <div className="h-6 w-1/3 rounded bg-sand" />
            <div className="mt-2 h-4 w-24 rounded bg-sand" />
            <div className="mt-3 h-12 rounded bg-sand" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Approved reviews, newest first; more load on request. */
function ReviewList({ productId, summary, initial, days }: { productId: number; summary: ReviewSummary; initial: ReviewView[]; days: ShownReviews['days'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [reviews, setReviews] = useState(initial);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(summary.count > initial.length);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function showMore() {
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const data = await callApi(api.reviews.list.$post, { json: { lang: locale, product_id: productId, page: page + 1 } });
      const known = new Set(reviews.map((review) => review.id));
      setReviews([...reviews, ...data.reviews.filter((review) => !known.has(review.id))]);
      setPage(data.page);
      setHasMore(data.has_more);
      setStatus('idle');
    } catch (failure) {
      console.warn('loading more reviews failed', failure);
      setStatus('failed');
    }
  }

  return (
    <>
      {reviews.length === 0 ? (
        <p className="text-muted">{t('reviews.none')}</p>
      ) : (
        <ol>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} days={days} />
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <button
          type="button"
          onClick={showMore}
          aria-disabled={status === 'loading' || undefined}
          className="mt-5 inline-flex min-h-11 items-center rounded border-2 border-olive-800 px-5 font-semibold text-olive-800 hover:bg-olive-100 aria-disabled:cursor-wait"
        >
          {status === 'loading' ? t('reviews.loading') : t('reviews.showMore')}
        </button>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-danger empty:hidden">
        {status === 'failed' ? t('reviews.loadFailed') : ''}
      </p>
    </>
  );
}

/**
 * The rating summary, the approved reviews and the form for a new one. The reviews stream after
 * the page; the summary says how many to make room for meanwhile.
 */
export function ProductReviews({ productId, summary, reviews }: { productId: number; summary: ReviewSummary; reviews: Promise<ShownReviews> }) {
  const { t } = useTranslation();
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h2 id="reviews-title" className="text-2xl font-black">
          {t('reviews.title')}
        </h2>
        <RatingSummary summary={summary} />
      </div>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div>
          {summary.count === 0 ? (
            <p className="text-muted">{t('reviews.none')}</p>
          ) : (
            <Suspense fallback={<ReviewListPlaceholder count={Math.min(summary.count, reviewsPerPage)} />}>
              <Await resolve={reviews}>{(shown) => <ReviewList productId={productId} summary={summary} initial={shown.reviews} days={shown.days} />}</Await>
            </Suspense>
          )}
        </div>
        <ReviewForm productId={productId} />
      </div>
    </section>
  );
}
