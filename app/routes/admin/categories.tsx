import '../../locales/admin-catalog/index.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import type { Route } from './+types/categories';
import { categoryOrderSchema, maxCategoryDepth, type StaffCategoryNode } from '../../../common/admin-catalog.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { OrderNode } from '../../../common/menu-tree.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { listCategoryTree, saveCategoryOrder } from '../../../server/modules/catalog/categories.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { buttonClass } from '../../components/admin/admin-format.ts';
import { SortableTree, treeLinkClass, type TreeOrderAnswer } from '../../components/admin/sortable-tree.tsx';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  return { tree: await listCategoryTree(getDeps(args.context).db), locale: actor.locale, deleted: new URL(args.request.url).searchParams.has('deleted') };
}

/** The tree's whole order, as the sortable tree sends it after each move. */
export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const t = translator(actor.locale);
  const form = await args.request.formData();
  if (form.get('intent') !== 'order') throw data({ message: t('adminCatalog.unknownIntent') }, { status: 400, headers: adminHeaders });
  let tree: unknown;
  try {
    tree = JSON.parse(String(form.get('tree') ?? ''));
  } catch {
    tree = null;
  }
  const failed = (reason: string) => data({ intent: 'order', message: t('adminCatalog.orderFailed', { reason }), errors: { items: [reason] } } satisfies TreeOrderAnswer, { status: 422, headers: adminHeaders });
  const order = categoryOrderSchema.safeParse({ items: tree });
  if (!order.success) return failed(Object.values(fieldErrors(order.error.issues, actor.locale))[0]?.[0] ?? t('validations.invalid'));
  const { db, now } = getDeps(args.context);
  const result = await saveCategoryOrder(db, { order: order.data.items, actor, ip: pageRequestOrigin(args).ip, now: now() });
  if (!result.ok) return failed(t(`adminCatalog.order.${result.reason}`, { id: result.id }));
  return { intent: 'order', message: t(result.changed ? 'adminCatalog.orderSaved' : 'adminCatalog.unchanged') } satisfies TreeOrderAnswer;
}

export function headers() {
  return adminHeaders;
}

const orderForm = (order: OrderNode[]) => ({ fields: { tree: JSON.stringify(order) }, action: '/admin/categories' });

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tree, locale, deleted } = loaderData;
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  const nameOf = useCallback((node: StaffCategoryNode) => node.name[locale], [locale]);
  return (
    <div className="space-y-5">
      <AdminHead title={t('adminCatalog.categories.title')} />
      <h1 className="text-2xl font-bold">{t('adminCatalog.categories.title')}</h1>
      <p role="status">{deleted ? t('adminCatalog.category.deleted') : ''}</p>
      <p className="max-w-3xl">{t('adminCatalog.categories.intro')}</p>
      <p className="max-w-3xl text-sm text-stone-700">{t('adminCatalog.categories.howTo')}</p>
      <p>
        <Link to="/admin/categories/new" className={buttonClass}>
          {t('adminCatalog.categories.add')}
        </Link>
      </p>
      <section aria-labelledby="category-tree" className="rounded border border-stone-300 bg-white p-4">
        <h2 id="category-tree" className="mb-3 text-xl font-semibold">
          {t('adminCatalog.categories.tree')}
        </h2>
        <SortableTree<StaffCategoryNode>
          tree={tree}
          maxDepth={maxCategoryDepth}
          id="categories"
          messages="adminCatalog.categories"
          nameOf={nameOf}
          orderForm={orderForm}
          empty={<p>{t('adminCatalog.categories.empty')}</p>}
          details={(node) => (
            <>
              <p className="font-semibold break-words">
                <span data-name="">{node.name[locale]}</span> <span className="font-normal text-stone-700">· <span lang={other}>{node.name[other]}</span></span>
              </p>
              <p className="text-sm break-all text-stone-700">
                /{node.slug} · {t('adminCatalog.categories.products', { count: node.products })}
                {!node.active && <> · <strong>{t('adminCatalog.categories.hidden')}</strong></>}
              </p>
            </>
          )}
          links={(node, level) => (
            <>
              <Link to={`/admin/categories/${node.id}`} data-edit="" aria-label={t('adminCatalog.categories.edit', { name: node.name[locale] })} className={treeLinkClass}>
                {t('adminCatalog.categories.editShort')}
              </Link>
              {level < maxCategoryDepth ? (
                <Link to={`/admin/categories/new?parent=${node.id}`} aria-label={t('adminCatalog.categories.addChild', { name: node.name[locale] })} className={treeLinkClass}>
                  {t('adminCatalog.categories.addChildShort')}
                </Link>
              ) : null}
            </>
          )}
        />
      </section>
    </div>
  );
}
