import '../../locales/admin-reviews/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/reviews';
import { reviewIdSchema, reviewReplyMaxLength, reviewReplySchema, reviewStatuses, staffReviewListSchema, type ReviewStatus, type StaffReviewRow } from '../../../common/admin-reviews.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { decideReview, listStaffReviews, replyToReview } from '../../../server/modules/reviews/reviews.moderation.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { buttonClass, formatKyivTime, secondaryButtonClass } from '../../components/admin/admin-format.ts';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'reviews');
  // A hand-edited address that does not parse shows the first page of new reviews rather than an error.
  const parsed = staffReviewListSchema.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  const page = await listStaffReviews(getDeps(args.context).db, { query: parsed.success ? parsed.data : {}, locale: actor.locale });
  return { page, locale: actor.locale };
}

type ActionAnswer = { id: number; message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'reviews');
  const t = translator(actor.locale);
  const form = await args.request.formData();
  const intent = form.get('intent');
  const review = reviewIdSchema.safeParse({ id: form.get('id') });
  if (!review.success || (intent !== 'approve' && intent !== 'reject' && intent !== 'reply')) throw data({ message: t('adminReviews.notFound') }, { status: 404, headers: adminHeaders });
  const { id } = review.data;
  const { db, now } = getDeps(args.context);
  const author = String(form.get('author') ?? '');
  const change = { id, actor, ip: pageRequestOrigin(args).ip, now: now() };
  if (intent === 'reply') {
    const reply = reviewReplySchema.safeParse({ text: form.get('text') ?? '' });
    if (!reply.success) return data({ id, message: '', errors: fieldErrors(reply.error.issues, actor.locale) } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
    const result = await replyToReview(db, { ...change, text: reply.data.text });
    if (!result.ok) throw data({ message: t('adminReviews.notFound') }, { status: 404, headers: adminHeaders });
    const message = !result.changed ? t('adminReviews.unchanged') : reply.data.text === '' ? t('adminReviews.replyRemoved') : t('adminReviews.replySaved');
    return { id, message } satisfies ActionAnswer;
  }
  const status = intent === 'approve' ? 'approved' : 'rejected';
  const result = await decideReview(db, { ...change, status });
  if (!result.ok) throw data({ message: t('adminReviews.notFound') }, { status: 404, headers: adminHeaders });
  return { id, message: result.changed ? t(`adminReviews.${status}`, { author }) : t('adminReviews.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

const listHref = (status: ReviewStatus, page = 1) => `/admin/reviews?status=${status}${page > 1 ? `&page=${page}` : ''}`;

function ReviewCard({ review, answer, locale }: { review: StaffReviewRow; answer: ActionAnswer | undefined; locale: Locale }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const errors = answer?.id === review.id ? answer.errors?.text : undefined;
  const key = `review-${review.id}`;
  return (
    <article className="space-y-3 rounded border border-stone-300 bg-white p-4" aria-labelledby={`${key}-author`} data-review={review.id}>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`${key}-author`} className="text-lg font-semibold">
          {review.author_name}
        </h2>
        <span>{t('adminReviews.rating', { rating: review.rating })}</span>
        <time dateTime={review.created_at} className="text-sm text-stone-700">
          {formatKyivTime(review.created_at, locale)}
        </time>
        <span className="text-sm text-stone-700">{t('adminReviews.writtenIn', { locale: review.locale })}</span>
      </header>
      <p>
        {t('adminReviews.product')}:{' '}
        {review.product.path ? (
          <Link className="underline" to={review.product.path}>
            {review.product.name}
          </Link>
        ) : (
          review.product.name
        )}
      </p>
      <p className="whitespace-pre-line">{review.text}</p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={review.id} />
        <input type="hidden" name="author" value={review.author_name} />
        {review.status !== 'approved' && (
          <button type="submit" name="intent" value="approve" disabled={busy} className={buttonClass} aria-label={t('adminReviews.approveLabel', { author: review.author_name })}>
            {t('adminReviews.approve')}
          </button>
        )}
        {review.status !== 'rejected' && (
          <button type="submit" name="intent" value="reject" disabled={busy} className={secondaryButtonClass} aria-label={t('adminReviews.rejectLabel', { author: review.author_name })}>
            {t('adminReviews.reject')}
          </button>
        )}
      </Form>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="id" value={review.id} />
        <label htmlFor={`${key}-reply`} className="block font-medium">
          {t('adminReviews.reply')}
        </label>
        <p id={`${key}-reply-hint`} className="text-sm text-stone-700">
          {t('adminReviews.replyHint')}
        </p>
        <textarea
          id={`${key}-reply`}
          name="text"
          rows={3}
          maxLength={reviewReplyMaxLength}
          defaultValue={review.reply ?? ''}
          aria-describedby={errors ? `${key}-reply-hint ${key}-reply-error` : `${key}-reply-hint`}
          aria-invalid={errors ? true : undefined}
          className="block w-full rounded border border-stone-400 px-3 py-2 aria-[invalid=true]:border-red-700"
        />
        {errors && (
          <p id={`${key}-reply-error`} className="text-sm text-red-800">
            {errors.join(' ')}
          </p>
        )}
        <button type="submit" name="intent" value="reply" disabled={busy} className={secondaryButtonClass}>
          {t('adminReviews.saveReply')}
        </button>
      </Form>
    </article>
  );
}

export default function ReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, locale } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const { pagination } = page;
  return (
    <div className="space-y-4">
      <AdminHead title={t('adminReviews.title')} />
      <h1 className="text-2xl font-bold">{t('adminReviews.title')}</h1>
      <p>{t('adminReviews.intro')}</p>
      <nav aria-label={t('adminReviews.tabsLabel')}>
        <ul className="flex flex-wrap gap-2">
          {reviewStatuses.map((status) => (
            <li key={status}>
              <Link
                to={listHref(status)}
                aria-current={status === page.status ? 'page' : undefined}
                className={`${secondaryButtonClass} ${status === page.status ? 'bg-stone-800 text-white hover:bg-stone-700' : ''}`}
              >
                {t(`adminReviews.status.${status}`)} ({page.counts[status]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status">{answer?.message ?? ''}</p>
      {page.reviews.length === 0 ? <p>{t('adminReviews.none')}</p> : page.reviews.map((review) => <ReviewCard key={review.id} review={review} answer={answer} locale={locale} />)}
      <AdminPager
        page={pagination.page}
        pages={pagination.pages}
        hrefOf={(number) => listHref(page.status, number)}
        labels={{ nav: t('adminReviews.pages'), page: t('adminReviews.page', { page: pagination.page, pages: pagination.pages }), previous: t('adminReviews.previous'), next: t('adminReviews.next') }}
      />
    </div>
  );
}
