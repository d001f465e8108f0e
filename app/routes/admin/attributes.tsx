import '../../locales/admin-catalog/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/attributes';
import { listStaffAttributes } from '../../../server/modules/catalog/attributes.admin.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { buttonClass, cellClass, headClass, tableClass } from '../../components/admin/admin-format.ts';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  return { attributes: await listStaffAttributes(getDeps(args.context).db), locale: actor.locale, deleted: new URL(args.request.url).searchParams.has('deleted') };
}

export function headers() {
  return adminHeaders;
}

export default function AttributesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { attributes, locale, deleted } = loaderData;
  return (
    <div className="space-y-5">
      <AdminHead title={t('adminCatalog.attributes.title')} />
      <h1 className="text-2xl font-bold">{t('adminCatalog.attributes.title')}</h1>
      <p role="status">{deleted ? t('adminCatalog.attributes.deleted') : ''}</p>
      <p className="max-w-3xl">{t('adminCatalog.attributes.intro')}</p>
      <p>
        <Link to="/admin/attributes/new" className={buttonClass}>
          {t('adminCatalog.attributes.add')}
        </Link>
      </p>
      <table className={`${tableClass} max-w-4xl`}>
        <thead>
          <tr>
            <th scope="col" className={headClass}>{t('adminCatalog.fields.name')}</th>
            <th scope="col" className={headClass}>{t('adminCatalog.fields.code')}</th>
            <th scope="col" className={headClass}>{t('adminCatalog.fields.type')}</th>
            <th scope="col" className={headClass}>{t('adminCatalog.attributes.valuesTitle')}</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.id}>
              <td className={cellClass}>
                <Link to={`/admin/attributes/${attribute.id}`} className="font-semibold underline" aria-label={t('adminCatalog.attributes.edit', { name: attribute.name[locale] })}>
                  {attribute.name[locale]}
                </Link>
              </td>
              <td className={cellClass}>{attribute.code}</td>
              <td className={cellClass}>{t(`adminCatalog.attributes.types.${attribute.type}`)}</td>
              <td className={cellClass}>{t('adminCatalog.attributes.values', { count: attribute.values.length })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
