import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { translator } from '../../../common/i18n.ts';
import { localeOfPath } from '../../../common/paths.ts';
import { pageMeta } from '../../lib/meta.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { PageHeading } from '../ui/page-heading.tsx';

/** A page whose section opens later: its title, a short note and a way back, inside the layout. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="container-page py-12">
      <PageHeading>{t(titleKey)}</PageHeading>
      <p className="mt-4 max-w-xl text-muted">{t('pages.comingSoon')}</p>
      <LocalizedLink to="/" className="mt-6 inline-block font-semibold text-olive-700 underline">
        {t('pages.backHome')}
      </LocalizedLink>
    </main>
  );
}

/** Meta for a page that opens later: its translated title, kept out of search indexes. */
export function placeholderMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) =>
    pageMeta({ matches, location, title: translator(localeOfPath(location.pathname))(titleKey), noindex: true });
}
