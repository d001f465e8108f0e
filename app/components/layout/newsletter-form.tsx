import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { newsletterSubscribeSchema } from '../../../common/validation.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale } from '../../lib/root-data.ts';
import { RecaptchaNotice } from '../account/recaptcha-notice.tsx';
import { loadOnce } from '../../lib/load-once.ts';

/** The spec: the confirmation stays 2 s, then the form and its errors clear. */
export const subscribeSuccessMs = 2000;

type Status = 'idle' | 'sending' | 'success';

type SubscribeSchema = typeof newsletterSubscribeSchema;

// The schema (and zod with it) loads when the shopper reaches the form, not with every page.
const loadSchema = loadOnce(() => import('../../../common/validation.ts').then((module) => module.newsletterSubscribeSchema));

/** Footer newsletter sign-up: POST /api/news/subscribe with { email, lang }. */
export function NewsletterForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const recaptcha = useRecaptcha('newsletter');
  const [schema, setSchema] = useState<SubscribeSchema | null>(null);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const issue = schema?.safeParse({ email, lang: locale }).error?.issues[0];
  // Errors appear only once the shopper has tried to submit; then they follow the typing.
  const clientError = submitted && issue ? t(issue.message, { field: t('fields.email'), min: 1, max: 254 }) : null;
  const error = clientError ?? serverError;
  const errorId = `${ids}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    const loaded = await loadSchema();
    setSchema(() => loaded);
    setSubmitted(true);
    const parsed = loaded.safeParse({ email, lang: locale });
    if (!parsed.success) {
      inputRef.current?.focus();
      return;
    }
    setServerError(null);
    setStatus('sending');
    try {
      await callApi(api.news.subscribe.$post, { json: { email: parsed.data.email, lang: locale, recaptcha_token: await recaptcha.token() } });
      setStatus('success');
      resetTimer.current = setTimeout(() => {
        setEmail('');
        setSubmitted(false);
        setServerError(null);
        setStatus('idle');
      }, subscribeSuccessMs);
      return;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setServerError(failure.params.email?.[0] ?? (failure.message || t('validations.invalid')));
        inputRef.current?.focus();
      } else {
        // The spec: a failed subscription is only logged.
        console.warn('newsletter subscribe failed', failure);
      }
    }
    setStatus('idle');
  }

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus bubbling up from the field loads the schema and prepares reCAPTCHA
    <form noValidate onSubmit={onSubmit} onFocus={() => {
        recaptcha.prepare();
        loadSchema().then(
          (loaded) => setSchema(() => loaded),
          () => undefined,
        );
      }} className={className} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-base font-bold uppercase tracking-wide text-white">
        {t('subscribe.title')}
      </h2>
      <p className="mt-2 text-sm text-white/75">{t('subscribe.text')}</p>
      <label htmlFor={`${ids}-email`} className="mt-4 block text-sm font-semibold text-white">
        {t('subscribe.label')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          ref={inputRef}
          id={`${ids}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          disabled={status === 'success'}
          onChange={(event) => {
            setEmail(event.target.value);
            setServerError(null);
          }}
          placeholder={t('subscribe.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 grow basis-auto rounded border border-white/30 bg-white px-3 text-base text-ink placeholder:text-muted aria-invalid:border-danger aria-invalid:ring-2 aria-invalid:ring-danger/60 disabled:opacity-70"
        />
        <button
          type="submit"
          aria-disabled={status !== 'idle' || undefined}
          className="inline-flex h-11 shrink-0 items-center justify-center rounded bg-coyote px-5 font-semibold text-ink hover:bg-coyote-light aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {status === 'sending' ? t('subscribe.sending') : t('subscribe.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-2 rounded bg-white px-2.5 py-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p role="status" aria-live="polite" className="mt-2 text-sm font-semibold text-coyote-light empty:hidden">
        {status === 'success' ? t('newsletter.success') : ''}
      </p>
      <RecaptchaNotice enabled={recaptcha.enabled} className="mt-3 text-xs text-white/75" />
    </form>
  );
}
