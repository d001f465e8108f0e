import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/links.tsx';

/** The 404 page and the error page share one shape: a title, a text and a way home. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <main id="main" className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-6xl font-black text-olive-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{notFound ? t('notFound.title') : t('errorPage.title')}</h1>
      <p className="mt-2 max-w-md text-muted">{notFound ? t('notFound.text') : t('errorPage.text')}</p>
      <LocalizedLink
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded bg-olive-800 px-6 font-semibold text-white hover:bg-olive-700"
      >
        {t('notFound.home')}
      </LocalizedLink>
    </main>
  );
}
