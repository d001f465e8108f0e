import '../../locales/admin-products/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/products';
import { bulkPriceSchema, productListSchema, type StaffProductPage } from '../../../common/admin-products.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { changePrices, listStaffProducts, productChoices } from '../../../server/modules/catalog/products.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { buttonClass, cellClass, formatUah, headClass, secondaryButtonClass, tableClass } from '../../components/admin/admin-format.ts';
import { describedBy, FieldErrorText } from '../../components/admin/field-messages.tsx';
import { PriceListExportLinks } from '../../components/admin/products/price-list-links.tsx';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const { db } = getDeps(args.context);
  // A hand-edited address that does not parse shows the plain first page rather than an error.
  const parsed = productListSchema.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  const [page, choices] = await Promise.all([listStaffProducts(db, { locale: actor.locale, list: parsed.success ? parsed.data : {} }), productChoices(db, actor.locale)]);
  return { page, categories: choices.categories, locale: actor.locale };
}

type ActionAnswer = { message: string; errors?: Record<string, string[]> };

/** The bulk price change over the list's filter. */
export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const t = translator(actor.locale);
  const form = await args.request.formData();
  const filter = Object.fromEntries(['query', 'category_id', 'status'].flatMap((name) => (form.get(name) ? [[name, String(form.get(name))]] : [])));
  const parsed = bulkPriceSchema.safeParse({ filter, percent: String(form.get('percent') ?? '') });
  if (!parsed.success) return data({ message: '', errors: fieldErrors(parsed.error.issues, actor.locale) } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  const { db, now } = getDeps(args.context);
  const count = await changePrices(db, { ...parsed.data, actor, ip: pageRequestOrigin(args).ip, now: now() });
  return { message: t('adminProducts.pricesChanged', { count }) } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

const fieldClass = 'min-h-11 rounded border border-stone-400 px-3 md:min-h-9 aria-[invalid=true]:border-red-700';

function listHref(filter: StaffProductPage['filter'], page: number): string {
  const search = new URLSearchParams();
  if (filter.query) search.set('query', filter.query);
  if (filter.category_id) search.set('category_id', String(filter.category_id));
  if (filter.status) search.set('status', filter.status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/admin/products?${text}` : '/admin/products';
}

export default function ProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, categories, locale } = loaderData;
  const { filter, pagination } = page;
  const answer = actionData as ActionAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  const filtered = Boolean(filter.query || filter.category_id || filter.status);
  return (
    <div className="space-y-5">
      <AdminHead title={t('adminProducts.title')} />
      <h1 className="text-2xl font-bold">{t('adminProducts.title')}</h1>
      <p className="flex flex-wrap gap-3">
        <Link to="/admin/products/new" className={buttonClass}>
          {t('adminProducts.new')}
        </Link>
        <Link to="/admin/products/import" className={secondaryButtonClass}>
          {t('adminProductsImport.link')}
        </Link>
        <PriceListExportLinks />
      </p>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="products-query" className="font-medium">
            {t('adminProducts.filter.query')}
          </label>
          <input id="products-query" name="query" type="search" defaultValue={filter.query} maxLength={100} className={fieldClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="products-category" className="font-medium">
            {t('adminProducts.fields.category_id')}
          </label>
          <select id="products-category" name="category_id" defaultValue={filter.category_id ?? ''} className={fieldClass}>
            <option value="">{t('adminProducts.filter.anyCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${' '.repeat(category.depth * 3)}${category.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="products-status" className="font-medium">
            {t('adminProducts.filter.status')}
          </label>
          <select id="products-status" name="status" defaultValue={filter.status ?? ''} className={fieldClass}>
            <option value="">{t('adminProducts.filter.anyStatus')}</option>
            <option value="active">{t('adminProducts.status.active')}</option>
            <option value="inactive">{t('adminProducts.status.inactive')}</option>
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          {t('adminProducts.filter.submit')}
        </button>
        {filtered && (
          <Link to="/admin/products" className={secondaryButtonClass}>
            {t('adminProducts.filter.reset')}
          </Link>
        )}
      </Form>

      <p>{t('adminProducts.found', { count: pagination.total })}</p>
      {page.products.length > 0 && (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headClass}>{t('adminProducts.fields.sku')}</th>
                <th scope="col" className={headClass}>{t('adminProducts.fields.name')}</th>
                <th scope="col" className={headClass}>{t('adminProducts.fields.category_id')}</th>
                <th scope="col" className={headClass}>{t('adminProducts.fields.price')}</th>
                <th scope="col" className={headClass}>{t('adminProducts.fields.stock')}</th>
                <th scope="col" className={headClass}>{t('adminProducts.filter.status')}</th>
              </tr>
            </thead>
            <tbody>
              {page.products.map((product) => (
                <tr key={product.id} data-product={product.sku}>
                  <td className={`${cellClass} font-mono`}>{product.sku}</td>
                  <td className={cellClass}>
                    <Link to={`/admin/products/${product.id}`} className="underline">
                      {product.name}
                    </Link>
                  </td>
                  <td className={cellClass}>{product.category}</td>
                  <td className={cellClass}>{formatUah(product.price, locale)}</td>
                  <td className={cellClass}>{product.stock}</td>
                  <td className={cellClass}>{t(`adminProducts.status.${product.active ? 'active' : 'inactive'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager
        page={pagination.page}
        pages={pagination.pages}
        hrefOf={(number) => listHref(filter, number)}
        labels={{ nav: t('adminProducts.pages'), page: t('adminProducts.pageOf', { page: pagination.page, pages: pagination.pages }), previous: t('adminProducts.previous'), next: t('adminProducts.next') }}
      />

      {pagination.total > 0 && (
        <section aria-labelledby="bulk-price" className="max-w-xl space-y-2 rounded border border-stone-300 p-4">
          <h2 id="bulk-price" className="text-lg font-semibold">
            {t('adminProducts.bulk.title', { count: pagination.total })}
          </h2>
          <p role="status">{answer && !answer.errors ? answer.message : ''}</p>
          <Form
            method="post"
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              // Asked first: the change reaches every product found, all of the shop's without a filter.
              const percent = String(new FormData(event.currentTarget).get('percent') ?? '');
              const whole = !filter.query && !filter.category_id && !filter.status;
              if (!window.confirm(t(whole ? 'adminProducts.bulk.confirmAll' : 'adminProducts.bulk.confirm', { count: pagination.total, percent }))) event.preventDefault();
            }}
          >
            {filter.query && <input type="hidden" name="query" value={filter.query} />}
            {filter.category_id && <input type="hidden" name="category_id" value={filter.category_id} />}
            {filter.status && <input type="hidden" name="status" value={filter.status} />}
            <div className="flex flex-col gap-1">
              <label htmlFor="bulk-percent" className="font-medium">
                {t('adminProducts.bulk.percent')}
              </label>
              <input id="bulk-percent" name="percent" type="text" inputMode="decimal" className={fieldClass} {...describedBy('bulk-percent', answer?.errors?.percent)} />
              <FieldErrorText id="bulk-percent" errors={answer?.errors?.percent} />
            </div>
            <button type="submit" disabled={busy} className={buttonClass}>
              {t('adminProducts.bulk.submit')}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
