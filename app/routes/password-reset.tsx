import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/password-reset';
import { emailLinkToken, type LinkProblem } from '../../common/account.ts';
import { resetLinkState } from '../../server/modules/auth/auth.links.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { tokenPageMeta } from '../lib/meta.ts';
import { openAuthModal } from '../state/auth-modal.ts';
import { primaryButton } from '../components/account/form-field.tsx';
import { TokenInvalid, TokenPageCard } from '../components/content/token-invalid.tsx';
import { NewPasswordForm } from '../components/token-pages/new-password-form.tsx';
import { SignInButton } from '../components/token-pages/sign-in-button.tsx';

/** The reset link only checks the token here; it is used when the new password is sent. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!emailLinkToken.safeParse(params.token).success) return { state: 'invalid' as const };
  const { db, now } = getDeps(context);
  return { state: await resetLinkState(db, { token: params.token!, now: now() }) };
}

export const headers = privatePageHeaders;

export const meta = tokenPageMeta('pages.passwordReset');

type View = { kind: 'form' } | { kind: 'saved'; message: string } | { kind: 'dead'; problem: LinkProblem; message?: string };

export default function Page({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(loaderData.state === 'valid' ? { kind: 'form' } : { kind: 'dead', problem: loaderData.state });
  const savedRef = useRef<HTMLParagraphElement>(null);

  if (view.kind === 'dead') {
    return (
      <TokenInvalid problem={view.problem} text={view.message ?? t('tokenPages.resetInvalidText')}>
        <button type="button" aria-haspopup="dialog" onClick={() => openAuthModal('reset')} className={primaryButton}>
          {t('tokenPages.askAgain')}
        </button>
      </TokenInvalid>
    );
  }
  if (view.kind === 'saved') {
    return (
      <TokenPageCard title={t('tokenPages.passwordSavedTitle')}>
        <p ref={savedRef} tabIndex={-1} className="mt-3 outline-none">
          {view.message}
        </p>
        <div className="mt-6">
          <SignInButton />
        </div>
      </TokenPageCard>
    );
  }
  return (
    <TokenPageCard title={t('pages.passwordReset')}>
      <p className="mt-3 text-muted">{t('tokenPages.newPasswordText')}</p>
      <NewPasswordForm
        token={params.token ?? ''}
        onSaved={(message) => {
          setView({ kind: 'saved', message });
          requestAnimationFrame(() => savedRef.current?.focus());
        }}
        onLinkProblem={(problem, message) => setView({ kind: 'dead', problem, message })}
      />
    </TokenPageCard>
  );
}
