// Test helpers of the cart tests: demo products by slug and direct edits of options.
import { and, asc, eq } from 'drizzle-orm';
import { productOptions, products, productTranslations } from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';

export async function productBySlug(t: TestApp, slug: string) {
  const [row] = await t.deps.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`No product ${slug}`);
  const options = await t.deps.db
    .select({ id: productOptions.id, price: productOptions.price, specialPrice: productOptions.specialPrice, stock: productOptions.stock, colorValueId: productOptions.colorValueId })
    .from(productOptions)
    .where(eq(productOptions.productId, row.id))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  return { id: row.id, options };
}

/** A demo product's page address ("/namety/namet-tramp-2"). */
export async function productPagePath(t: TestApp, slug: string): Promise<string> {
  const product = await productBySlug(t, slug);
  const [row] = await t.deps.db.select({ path: paths.path }).from(paths).where(and(eq(paths.kind, 'product'), eq(paths.entityId, product.id)));
  if (!row) throw new Error(`No page of product ${slug}`);
  return `/${row.path}`;
}

export async function setOption(t: TestApp, id: number, values: Partial<{ stock: number; price: number; specialPrice: number | null; oldPrice: number | null }>) {
  await t.deps.db.update(productOptions).set(values).where(eq(productOptions.id, id));
}

export async function productName(t: TestApp, productId: number, locale: 'uk' | 'en') {
  const [row] = await t.deps.db
    .select({ name: productTranslations.name })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)));
  if (!row) throw new Error(`No ${locale} name of product ${productId}`);
  return row.name;
}

/** Posts to /api/cart/<call> in Ukrainian unless the body says otherwise. */
export function cartCall(t: TestApp) {
  return (call: string, body: Record<string, unknown>) => t.post(`/api/cart/${call}`, { lang: 'uk', ...body });
}

/**
 * The products the cart tests use, each option with 50 in stock and no special price: a plate
 * (one option), a tent (three colours of one size) and a plate carrier (sizes and colours).
 */
export async function cartTestShop(t: TestApp) {
  const [plate, tent, carrier] = await Promise.all([
    productBySlug(t, 'broneplyta-staleva-kremin'),
    productBySlug(t, 'namet-tramp-2'),
    productBySlug(t, 'plytonoska-shchyt'),
  ]);
  for (const option of [...plate.options, ...tent.options, ...carrier.options]) await setOption(t, option.id, { stock: 50, specialPrice: null });
  return { plate, tent, carrier };
}

export type TestProduct = Awaited<ReturnType<typeof productBySlug>>;

/** A cart holding these lines, made through the cart API. */
export async function cartWith(t: TestApp, lines: { product_id: number; option_id?: number; count: number }[]): Promise<string> {
  const call = cartCall(t);
  let cartId: string | undefined;
  for (const line of lines) {
    const added = await call('add', { ...line, ...(cartId ? { cart_id: cartId } : {}) });
    expect(added.status).toBe(200);
    cartId = added.body.data.cart_id;
  }
  return cartId!;
}
