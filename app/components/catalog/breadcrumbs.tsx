import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/links.tsx';
import { breadcrumbListLd, JsonLd, type Crumb } from '../../lib/json-ld.tsx';
import { useLocale, useRootData } from '../../lib/root-data.ts';

/** Home › trail › current page, with the matching BreadcrumbList structured data. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const origin = useRootData()?.origin ?? '';
  const crumbs: Crumb[] = [{ name: t('breadcrumbs.home'), path: '/' }, ...trail, { name: current }];
  return (
    <nav aria-label={t('breadcrumbs.label')} className="text-sm text-muted">
      <JsonLd data={breadcrumbListLd(crumbs, { origin, locale })} />
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.path && index < crumbs.length - 1 ? (
              <LocalizedLink to={crumb.path} className="underline-offset-4 hover:text-ink hover:underline">
                {crumb.name}
              </LocalizedLink>
            ) : (
              <span aria-current="page" className="text-ink">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
