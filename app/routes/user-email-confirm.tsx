import { useTranslation } from 'react-i18next';
import type { Route } from './+types/user-email-confirm';
import { emailLinkToken } from '../../common/account.ts';
import { confirmEmail } from '../../server/modules/auth/auth.links.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { tokenPageMeta } from '../lib/meta.ts';
import { TokenInvalid, TokenPageCard } from '../components/content/token-invalid.tsx';
import { ResendConfirmationForm } from '../components/token-pages/resend-confirmation-form.tsx';
import { SignInButton } from '../components/token-pages/sign-in-button.tsx';

/** Following the registration link confirms the address; a dead link offers a new one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!emailLinkToken.safeParse(params.token).success) return { ok: false as const, problem: 'invalid' as const };
  const { db, now } = getDeps(context);
  const result = await confirmEmail(db, { token: params.token!, now: now() });
  return result.ok ? { ok: true as const, email: result.email } : result;
}

export const headers = privatePageHeaders;

export const meta = tokenPageMeta('pages.emailConfirm');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.ok) {
    return (
      <TokenInvalid problem={loaderData.problem} text={t('tokenPages.confirmInvalidText')}>
        <ResendConfirmationForm />
      </TokenInvalid>
    );
  }
  return (
    <TokenPageCard title={t('tokenPages.emailConfirmedTitle')}>
      <p className="mt-3">{t('tokenPages.emailConfirmedText', { email: loaderData.email })}</p>
      <div className="mt-6">
        <SignInButton email={loaderData.email} />
      </div>
    </TokenPageCard>
  );
}
