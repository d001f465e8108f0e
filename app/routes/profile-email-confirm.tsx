import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-email-confirm';
import { emailLinkToken } from '../../common/account.ts';
import { data } from 'react-router';
import { confirmEmailChange } from '../../server/modules/auth/auth.links.ts';
import { signedInUser } from '../../server/modules/auth/auth.session.ts';
import { userCookieHeader } from '../../server/modules/auth/auth.cookies.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { LocalizedLink } from '../lib/links.tsx';
import { tokenPageMeta } from '../lib/meta.ts';
import { setSessionUser, useSessionUser } from '../state/session.ts';
import { primaryButton } from '../components/account/form-field.tsx';
import { TokenInvalid, TokenPageCard } from '../components/content/token-invalid.tsx';
import { SignInButton } from '../components/token-pages/sign-in-button.tsx';

/** Following the link sent to a new address makes it the account's address. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!emailLinkToken.safeParse(params.token).success) return { ok: false as const, problem: 'invalid' as const };
  const { db, now, config } = getDeps(context);
  const result = await confirmEmailChange(db, { token: params.token!, now: now() });
  if (!result.ok) return result;
  const answer = { ok: true as const, email: result.email };
  // Opened where the same account is signed in: later pages greet it at the new address.
  const session = await signedInUser(db, { request, now: now() });
  if (session?.id !== result.userId) return answer;
  return data(answer, { headers: { 'set-cookie': userCookieHeader(config, { name: session.name, email: result.email }) } });
}

export const headers = privatePageHeaders;

export const meta = tokenPageMeta('pages.profileEmailConfirm');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const email = loaderData.ok ? loaderData.email : null;

  useEffect(() => {
    // Signed in here: the header's address follows at once.
    if (user && email && user.email !== email) setSessionUser({ ...user, email });
  }, [user, email]);

  if (!loaderData.ok) {
    return (
      <TokenInvalid problem={loaderData.problem} text={t('tokenPages.changeInvalidText')}>
        <LocalizedLink to="/cabinet" className={primaryButton}>
          {t('tokenPages.toCabinet')}
        </LocalizedLink>
      </TokenInvalid>
    );
  }
  return (
    <TokenPageCard title={t('tokenPages.emailChangedTitle')}>
      <p className="mt-3">{t('tokenPages.emailChangedText', { email: loaderData.email })}</p>
      <div className="mt-6">
        {user ? (
          <LocalizedLink to="/cabinet" className={primaryButton}>
            {t('tokenPages.toCabinet')}
          </LocalizedLink>
        ) : (
          <SignInButton email={loaderData.email} />
        )}
      </div>
    </TokenPageCard>
  );
}
