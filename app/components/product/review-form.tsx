import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { reviewAddSchema } from '../../../common/reviews.ts';
import { reviewLimits, reviewMessageVars } from '../../../common/review-limits.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { overlayRadio } from './product-options.tsx';
import { Star } from './stars.tsx';
import { loadOnce } from '../../lib/load-once.ts';

type Field = 'name' | 'text' | 'rating';
type Errors = Partial<Record<Field, string>>;

const input =
  'mt-1 block w-full rounded border border-line bg-white px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-2 aria-invalid:ring-danger/40';

/** Posts a review for moderation: name, text and a 1–5 star rating, all required. */
type ReviewSchema = typeof reviewAddSchema;

// The schema (and zod with it) loads when the author reaches the form, not with the product page.
const loadSchema = loadOnce(() => import('../../../common/reviews.ts').then((module) => module.reviewAddSchema));

export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ratingRef = useRef<HTMLFieldSetElement>(null);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [schema, setSchema] = useState<ReviewSchema | null>(null);

  const values = { lang: locale, product_id: productId, name, text, rating: rating ?? undefined };
  const clientErrors: Errors = {};
  // Errors show only once the author has tried to send; then they follow the typing.
  if (submitted && schema) {
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      const field = String(issue.path[0]) as Field;
      clientErrors[field] ??= t(issue.message, reviewMessageVars(field));
    }
  }
  const errors: Errors = { ...serverErrors, ...clientErrors };
  const errorId = (field: Field) => `${id}-${field}-error`;
  const described = (field: Field) => (errors[field] ? errorId(field) : undefined);

  function edit(field: Field) {
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (status === 'sent' || status === 'failed') setStatus('idle');
  }

  function focusFirstError(found: Errors) {
    if (found.name) nameRef.current?.focus();
    else if (found.text) textRef.current?.focus();
    else if (found.rating) ratingRef.current?.querySelector('input')?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const loaded = await loadSchema();
    setSchema(() => loaded);
    setSubmitted(true);
    const parsed = loaded.safeParse(values);
    if (!parsed.success) {
      focusFirstError(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      setStatus('idle');
      return;
    }
    setStatus('sending');
    try {
      await callApi(api.reviews.add.$post, { json: parsed.data });
      setName('');
      setText('');
      setRating(null);
      setSubmitted(false);
      setServerErrors({});
      setStatus('sent');
      return;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422 && Object.keys(failure.params).length > 0) {
        const found = Object.fromEntries(Object.entries(failure.params).map(([field, messages]) => [field, messages[0]])) as Errors;
        setServerErrors(found);
        focusFirstError(found);
        setStatus('idle');
        return;
      }
      console.warn('review not sent', failure);
    }
    setStatus('failed');
  }

  const shown = hover ?? rating ?? 0;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus bubbling up from the fields prepares reCAPTCHA
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        loadSchema().then(
          (loaded) => setSchema(() => loaded),
          () => undefined,
        );
      }}
      aria-labelledby={`${id}-title`} className="self-start rounded-lg bg-sand p-5">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t('reviews.formTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('reviews.formHint')}</p>

      <fieldset ref={ratingRef} className="mt-4" aria-describedby={described('rating')}>
        <legend className="text-sm font-semibold">{t('reviews.rating')}</legend>
        <div className="mt-1 flex text-coyote" onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((value) => (
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hovering a star only previews the rating; its radio is the control
            <label
              key={value}
              onMouseEnter={() => setHover(value)}
              className="relative inline-flex size-11 items-center justify-center rounded has-focus-visible:outline-3 has-focus-visible:outline-coyote"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  edit('rating');
                }}
                // oxlint-disable-next-line jsx-a11y/role-supports-aria-props -- each star carries the rating error, so every radio is announced as invalid
                aria-invalid={errors.rating ? true : undefined}
                className={overlayRadio}
              />
              <span className="sr-only">{t('reviews.star', { count: value })}</span>
              <Star fill={value <= shown ? 1 : 0} size={30} />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={errorId('rating')} className="mt-1 text-sm font-medium text-danger">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <label htmlFor={`${id}-name`} className="mt-4 block text-sm font-semibold">
        {t('reviews.name')}
      </label>
      <input
        ref={nameRef}
        id={`${id}-name`}
        name="name"
        autoComplete="name"
        maxLength={reviewLimits.name.max}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          edit('name');
        }}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={described('name')}
        className={`${input} h-11`}
      />
      {errors.name && (
        <p id={errorId('name')} className="mt-1 text-sm font-medium text-danger">
          {errors.name}
        </p>
      )}

      <label htmlFor={`${id}-text`} className="mt-4 block text-sm font-semibold">
        {t('reviews.text')}
      </label>
      <textarea
        ref={textRef}
        id={`${id}-text`}
        name="text"
        rows={5}
        maxLength={reviewLimits.text.max}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          edit('text');
        }}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={described('text')}
        className={`${input} py-2`}
      />
      {errors.text && (
        <p id={errorId('text')} className="mt-1 text-sm font-medium text-danger">
          {errors.text}
        </p>
      )}

      <button
        type="submit"
        aria-disabled={status === 'sending' || undefined}
        className="mt-5 inline-flex min-h-11 items-center justify-center rounded bg-olive-800 px-6 font-semibold text-white hover:bg-olive-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {status === 'sending' ? t('reviews.sending') : t('reviews.submit')}
      </button>
      <p role="status" className={`mt-3 text-sm font-semibold empty:hidden ${status === 'failed' ? 'text-danger' : 'text-success'}`}>
        {status === 'sent' ? t('reviews.moderation') : status === 'failed' ? t('reviews.failed') : ''}
      </p>
    </form>
  );
}
