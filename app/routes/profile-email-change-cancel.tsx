import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-email-change-cancel';
import { emailLinkToken, type LinkProblem } from '../../common/account.ts';
import { ApiError, api, callApi } from '../lib/api-client.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { tokenPageMeta } from '../lib/meta.ts';
import { useLocale } from '../lib/root-data.ts';
import { openAuthModal } from '../state/auth-modal.ts';
import { endSessionAfterReset } from '../state/account.ts';
import { FormAlert, primaryButton, SubmitButton } from '../components/account/form-field.tsx';
import { TokenInvalid, TokenPageCard } from '../components/content/token-invalid.tsx';

/**
 * The link in the notice to the old address. Opening it changes nothing (a mail scanner may
 * open links first); the owner cancels with the button, which ends every session of the account.
 */
export function loader({ params }: Route.LoaderArgs) {
  return { wellFormed: emailLinkToken.safeParse(params.token).success };
}

export const headers = privatePageHeaders;

export const meta = tokenPageMeta('pages.emailChangeCancel');

type View = { kind: 'ask' } | { kind: 'cancelled'; email: string } | { kind: 'dead'; problem: LinkProblem; message?: string };

export default function Page({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [view, setView] = useState<View>(loaderData.wellFormed ? { kind: 'ask' } : { kind: 'dead', problem: 'invalid' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  async function cancel(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await callApi(api.profile['email-change'].cancel.$post, { json: { lang, token: params.token ?? '' } });
      // Every session of the account has ended, this browser's too.
      endSessionAfterReset();
      setView({ kind: 'cancelled', email: answer.email });
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const tokenMessage = error instanceof ApiError && error.status === 422 ? error.params.token?.[0] : undefined;
      if (tokenMessage) setView({ kind: 'dead', problem: 'invalid', message: tokenMessage });
      else setProblem((error instanceof Error && error.message) || t('modals.failed'));
    } finally {
      setSending(false);
    }
  }

  if (view.kind === 'dead') {
    return (
      <TokenInvalid problem={view.problem} text={t('tokenPages.cancelInvalidText')}>
        <button type="button" aria-haspopup="dialog" onClick={() => openAuthModal('reset')} className={primaryButton}>
          {t('tokenPages.setNewPassword')}
        </button>
      </TokenInvalid>
    );
  }
  if (view.kind === 'cancelled') {
    return (
      <TokenPageCard title={t('tokenPages.changeCancelledTitle')}>
        <p ref={doneRef} tabIndex={-1} className="mt-3 outline-none">
          {t('tokenPages.changeCancelledText', { email: view.email })}
        </p>
        <div className="mt-6">
          <button type="button" aria-haspopup="dialog" onClick={() => openAuthModal('reset')} className={primaryButton}>
            {t('tokenPages.setNewPassword')}
          </button>
        </div>
      </TokenPageCard>
    );
  }
  return (
    <TokenPageCard title={t('pages.emailChangeCancel')}>
      <p className="mt-3 text-muted">{t('tokenPages.cancelChangeText')}</p>
      <form noValidate onSubmit={cancel} className="mt-6 space-y-4">
        <FormAlert message={problem} />
        <SubmitButton sending={sending} label={t('tokenPages.cancelChangeSubmit')} />
      </form>
    </TokenPageCard>
  );
}
