import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/links.tsx';

/** Shown for a token link that is missing, unknown, expired or used. */
export function TokenInvalid({ requestNewPath }: { requestNewPath: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="w-full max-w-md rounded-lg bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold">{t('tokenPage.invalidTitle')}</h1>
      <p className="mt-3 text-muted">{t('tokenPage.invalidText')}</p>
      <LocalizedLink
        to={requestNewPath}
        className="mt-6 inline-flex min-h-11 items-center rounded bg-olive-800 px-5 font-semibold text-white hover:bg-olive-700"
      >
        {t('tokenPage.requestNew')}
      </LocalizedLink>
    </main>
  );
}
