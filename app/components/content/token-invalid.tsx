import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkProblem } from '../../../common/account.ts';

/** The card every one-time-link page shows its outcome in (the confirm layout centres it). */
export function TokenPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="w-full max-w-md rounded-lg bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

/** Shown for a token link that is missing, unknown, used or out of date, with the way to ask for a new one. */
export function TokenInvalid({ problem = 'invalid', text, children }: { problem?: LinkProblem; text?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TokenPageCard title={problem === 'expired' ? t('tokenPages.expiredTitle') : t('tokenPage.invalidTitle')}>
      <p className="mt-3 text-muted">{text ?? (problem === 'expired' ? t('tokenPages.expiredText') : t('tokenPage.invalidText'))}</p>
      <div className="mt-6">{children}</div>
    </TokenPageCard>
  );
}
