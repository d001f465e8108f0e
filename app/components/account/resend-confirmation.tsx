import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { recaptchaToken } from '../../lib/recaptcha.ts';
import { useLocale, useRootData } from '../../lib/root-data.ts';
import { linkButton } from './form-field.tsx';

/**
 * Asks for the confirmation e-mail again. The answer is the same whether or not the address is
 * registered and unconfirmed, so it gives nothing away; it is shown as the server words it.
 */
export async function requestConfirmationEmail(lang: Locale, email: string, siteKey: string | null | undefined): Promise<string> {
  const answer = await callApi(api.auth['email-confirm'].resend.$post, { json: { lang, email, recaptcha_token: await recaptchaToken(siteKey, 'resend') } });
  return answer.message;
}

/** The sign-in form's offer after a 114: send the confirmation link to the typed address again. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const siteKey = useRootData()?.recaptchaSiteKey;
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const [message, setMessage] = useState('');

  async function resend() {
    if (status === 'sending') return;
    setStatus('sending');
    try {
      setMessage(await requestConfirmationEmail(lang, email.trim(), siteKey));
      setStatus('done');
    } catch (error) {
      setMessage((error instanceof ApiError && error.message) || t('modals.failed'));
      setStatus('idle');
    }
  }

  return (
    <div className="mt-1 font-normal text-ink">
      {status !== 'done' && (
        <button type="button" onClick={resend} aria-disabled={status === 'sending' || undefined} className={`${linkButton} aria-disabled:cursor-wait`}>
          {t('modals.resend')}
        </button>
      )}
      <p role="status" className="empty:hidden">
        {message}
      </p>
    </div>
  );
}
