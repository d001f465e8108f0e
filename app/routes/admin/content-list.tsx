import '../../locales/admin-content/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/content-list';
import { contentListSchema } from '../../../common/admin-content.ts';
import { listStaffArticles, listStaffPages } from '../../../server/modules/content/content.admin.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { AdminSearchForm } from '../../components/admin/admin-search-form.tsx';
import { buttonClass, cellClass, formatKyivTime, headClass, tableClass } from '../../components/admin/admin-format.ts';
import { contentKindOfPath, contentListPath } from '../../components/admin/content/content-kind.ts';

/** /admin/pages, /admin/news and /admin/landings: one list each, found by title or address. */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'content');
  const url = new URL(args.request.url);
  const kind = contentKindOfPath(url.pathname);
  const { db } = getDeps(args.context);
  // A hand-edited address that does not parse shows the plain first page rather than an error.
  const parsed = contentListSchema.safeParse(Object.fromEntries(url.searchParams));
  const list = parsed.success ? parsed.data : {};
  const page = kind === 'page' ? await listStaffPages(db, { locale: actor.locale, list }) : await listStaffArticles(db, { kind, locale: actor.locale, list });
  return { kind, page, locale: actor.locale };
}

export function headers() {
  return adminHeaders;
}

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, page, locale } = loaderData;
  const base = contentListPath[kind];
  const hrefOf = (number: number) => {
    const search = new URLSearchParams();
    if (page.query) search.set('query', page.query);
    if (number > 1) search.set('page', String(number));
    const text = search.toString();
    return text ? `${base}?${text}` : base;
  };
  return (
    <div className="space-y-5">
      <AdminHead title={t(`adminContent.kinds.${kind}.title`)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t(`adminContent.kinds.${kind}.title`)}</h1>
        <Link to={`${base}/new`} className={buttonClass}>
          {t(`adminContent.kinds.${kind}.new`)}
        </Link>
      </div>
      <AdminSearchForm id="content-query" query={page.query} resetTo={base} labels={{ field: t('adminContent.list.query'), submit: t('adminContent.list.submit'), reset: t('adminContent.list.reset') }} />
      {page.items.length === 0 ? (
        <p>{t(`adminContent.kinds.${kind}.empty`)}</p>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={headClass}>{t('adminContent.list.title')}</th>
              <th scope="col" className={headClass}>{t('adminContent.list.slug')}</th>
              <th scope="col" className={headClass}>{t('adminContent.list.status')}</th>
              {kind !== 'page' && <th scope="col" className={headClass}>{t('adminContent.list.date')}</th>}
              <th scope="col" className={headClass}>{t('adminContent.list.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={item.id}>
                <td className={cellClass}>
                  <Link to={`${base}/${item.id}`} className="font-medium underline">
                    {item.title}
                  </Link>
                </td>
                <td className={cellClass}>/{item.path}</td>
                <td className={cellClass}>{t(item.published ? 'adminContent.list.published' : 'adminContent.list.draft')}</td>
                {kind !== 'page' && <td className={cellClass}>{item.published_at && formatKyivTime(item.published_at, locale)}</td>}
                <td className={cellClass}>{formatKyivTime(item.updated_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager
        page={page.pagination.page}
        pages={page.pagination.pages}
        hrefOf={hrefOf}
        labels={{
          nav: t('adminContent.list.pages'),
          page: t('adminContent.list.pageOf', { page: page.pagination.page, pages: page.pagination.pages }),
          previous: t('adminContent.list.previous'),
          next: t('adminContent.list.next'),
        }}
      />
    </div>
  );
}
