import { access, readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAttachSchema, orderGetSchema, ordersListSchema, passwordChangeSchema, passwordResetSchema, profileGetSchema, profileUpdateSchema, profileWishlistGetSchema, profileWishlistSyncSchema, profileWishlistUpdateSchema, resendConfirmationSchema, tokenSchema, newPasswordSchema } from '../../common/account.ts';
import { loginSchema, logoutSchema, registerSchema } from '../../common/auth.ts';
import { cartAddSchema, cartCountSchema, cartCouponRemoveSchema, cartCouponSchema, cartDeleteSchema, cartGetSchema, cartUpdateSchema, wishlistProductsSchema } from '../../common/cart.ts';
import { checkoutSummarySchema, payAgainSchema, placeOrderSchema } from '../../common/checkout.ts';
import { citySearchSchema, deliveryPriceSchema, warehouseListSchema } from '../../common/delivery.ts';
import { reviewAddSchema, reviewListSchema } from '../../common/reviews.ts';
import { newsletterSubscribeSchema } from '../../common/validation.ts';
import { menuRequest } from '../modules/menu/menu.api.ts';
import { liqpayCallbackFields } from '../modules/payments/payments.api.ts';
import { searchRequest } from '../modules/search/search.api.ts';
import { settingsRequest } from '../modules/settings/settings.api.ts';
import { cartTestShop, cartWith } from '../modules/cart/cart.fixtures.ts';
import { directoryCity, internationalOrder, newOrderKey, ukraineOrder } from '../modules/checkout/checkout.fixtures.ts';
import { signedInAccount } from '../testing/accounts.ts';
import { createStaffSession } from '../testing/staff.ts';
import { customerBlockSchema } from '../../common/admin-customers.ts';
import { jobRetrySchema } from '../../common/admin-jobs.ts';
import { synonymAddSchema } from '../../common/admin-search.ts';
import { currencyRefreshSchema } from '../../common/admin-currencies.ts';
import { couponInputSchema } from '../../common/admin-coupons.ts';
import { bulkPriceSchema, productInputSchema } from '../../common/admin-products.ts';
import { attributeInputSchema, brandInputSchema, categoryInputSchema } from '../../common/admin-catalog.ts';
import { articleInputSchema, pageInputSchema } from '../../common/admin-content.ts';
import { startFakeNbu, type FakeNbu } from '../testing/fake-nbu.ts';
import { staffCodeSchema, staffInviteSchema, staffLocaleSchema, staffSignInSchema, staffSignOutSchema } from '../../common/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Every call of docs/api.md, fuzzed from its request schema: mutated valid bodies (a field of the
// wrong type, missing, NUL, lone surrogates, huge numbers and strings, deep nesting, extra fields),
// whole bodies of junk and raw text that is not JSON, and bodies of the right shape with random
// values. No answer may be a 5xx, and a body the schema refuses may never be a 2xx. A failure
// prints fast-check's seed and path; FUZZ_SEED and FUZZ_RUNS replay or deepen a run.
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

type Schema = z.core.$ZodType;

interface Endpoint {
  schema: Schema;
  /** A body the call takes (its values need not exist in the shop). */
  example: () => Record<string, unknown>;
  /** Sent with the test account's bearer token. */
  signedIn?: boolean;
  /** LiqPay's callback: form fields, not JSON. */
  form?: boolean;
  /** Sent with an owner's staff session cookie (the back office). */
  staff?: boolean;
}

let t: TestApp;
let bearer: Record<string, string>;
let staffCookie: Record<string, string>;
let cartId: string;
let productId: number;
let optionId: number;
let city: Awaited<ReturnType<typeof directoryCity>>;

const uuid = '5f0c2b7e-8d7a-4d0e-9a51-0c7c2b1f4e11';
const token = 'a'.repeat(43);

const endpoints: Record<string, Endpoint> = {
  '/api/settings/all': { schema: settingsRequest, example: () => ({ lang: 'uk' }) },
  '/api/menu/get-by-ids': { schema: menuRequest, example: () => ({ lang: 'uk', ids: [1, 2, 7, 53] }) },
  '/api/news/subscribe': { schema: newsletterSubscribeSchema, example: () => ({ lang: 'uk', email: 'fuzz@example.com' }) },
  '/api/auth/register': {
    schema: registerSchema,
    example: () => ({ lang: 'uk', name: 'Тарас Шевченко', email: 'fuzz-new@example.com', password: 'steppe-wind-1814', password_confirmation: 'steppe-wind-1814' }),
  },
  '/api/auth/login': { schema: loginSchema, example: () => ({ lang: 'uk', email: 'fuzz@example.com', password: 'steppe-wind-1814' }) },
  // Without the token: signing the test account out would leave the other calls nothing to fuzz.
  '/api/auth/logout': { schema: logoutSchema, example: () => ({ lang: 'uk' }) },
  '/api/auth/email-confirm': { schema: tokenSchema, example: () => ({ lang: 'uk', token }) },
  '/api/auth/email-confirm/resend': { schema: resendConfirmationSchema, example: () => ({ lang: 'uk', email: 'fuzz@example.com' }) },
  '/api/auth/password-reset': { schema: passwordResetSchema, example: () => ({ lang: 'uk', email: 'fuzz@example.com' }) },
  '/api/auth/password-reset/confirm': {
    schema: newPasswordSchema,
    example: () => ({ lang: 'uk', token, password: 'steppe-wind-1815', password_confirmation: 'steppe-wind-1815' }),
  },
  '/api/profile/get': { schema: profileGetSchema, example: () => ({ lang: 'uk' }), signedIn: true },
  '/api/profile/update': { schema: profileUpdateSchema, example: () => ({ lang: 'uk', name: 'Тарас Шевченко', email: 'fuzz@example.com' }), signedIn: true },
  '/api/profile/email-confirm': { schema: tokenSchema, example: () => ({ lang: 'uk', token }), signedIn: true },
  '/api/profile/email-change/cancel': { schema: tokenSchema, example: () => ({ lang: 'uk', token }) },
  '/api/profile/password': {
    schema: passwordChangeSchema,
    example: () => ({ lang: 'uk', old_password: 'not-the-password', password: 'steppe-wind-1815', password_confirmation: 'steppe-wind-1815' }),
    signedIn: true,
  },
  '/api/profile/wishlist/update': { schema: profileWishlistUpdateSchema, example: () => ({ lang: 'uk', product_id: productId }), signedIn: true },
  '/api/profile/wishlist/sync': { schema: profileWishlistSyncSchema, example: () => ({ lang: 'uk', wishlist: [productId] }), signedIn: true },
  '/api/profile/wishlist/get': { schema: profileWishlistGetSchema, example: () => ({ lang: 'uk' }), signedIn: true },
  '/api/profile/orders': { schema: ordersListSchema, example: () => ({ lang: 'uk', page: 1 }), signedIn: true },
  '/api/profile/orders/get': { schema: orderGetSchema, example: () => ({ lang: 'uk', number: 'TB-2026-00001' }), signedIn: true },
  '/api/cart/attach': { schema: cartAttachSchema, example: () => ({ lang: 'uk', cart_id: uuid }), signedIn: true },
  '/api/cart/add': { schema: cartAddSchema, example: () => ({ lang: 'uk', product_id: productId, option_id: optionId, count: 1, cart_id: cartId }) },
  '/api/cart/update': { schema: cartUpdateSchema, example: () => ({ lang: 'uk', id: 1, cart_id: cartId, count: 2 }) },
  '/api/cart/delete': { schema: cartDeleteSchema, example: () => ({ lang: 'uk', id: 999_999, cart_id: cartId }) },
  '/api/cart/count': { schema: cartCountSchema, example: () => ({ lang: 'uk', cart_id: cartId, coupon: null }) },
  '/api/cart/get': { schema: cartGetSchema, example: () => ({ lang: 'uk', cart_id: cartId }) },
  '/api/cart/coupon': { schema: cartCouponSchema, example: () => ({ lang: 'uk', cart_id: cartId, coupon: 'TABIR10' }) },
  '/api/cart/coupon/remove': { schema: cartCouponRemoveSchema, example: () => ({ lang: 'uk', cart_id: cartId }) },
  '/api/wishlist/products': { schema: wishlistProductsSchema, example: () => ({ lang: 'uk', ids: [productId] }) },
  '/api/search': { schema: searchRequest, example: () => ({ lang: 'uk', string: 'намет', page: 1, per_page: 12 }) },
  '/api/reviews/add': { schema: reviewAddSchema, example: () => ({ lang: 'uk', product_id: productId, name: 'Тарас', text: 'Добрий намет, тримає дощ.', rating: 5 }) },
  '/api/reviews/list': { schema: reviewListSchema, example: () => ({ lang: 'uk', product_id: productId, page: 1 }) },
  '/api/checkout/summary': {
    schema: checkoutSummarySchema,
    example: () => ({ lang: 'uk', cart_id: cartId, region: 'ukraine', delivery_method: 'np_branch', city_ref: city.city.city_ref }),
  },
  '/api/checkout/place/ukraine': {
    schema: placeOrderSchema.ukraine,
    example: () => ukraineOrder({ cartId, city: city.city, branch: city.branch }, { idempotency_key: newOrderKey() }),
  },
  '/api/checkout/place/international': { schema: placeOrderSchema.international, example: () => internationalOrder({ cartId }) },
  '/api/checkout/pay': { schema: payAgainSchema, example: () => ({ lang: 'uk', number: 'TB-2026-00001', key: newOrderKey() }) },
  '/api/payments/liqpay/callback': { schema: liqpayCallbackFields, example: () => ({ data: 'eyJzdGF0dXMiOiJzdWNjZXNzIn0=', signature: 'c2lnbmF0dXJl' }), form: true },
  '/api/delivery/cities': { schema: citySearchSchema, example: () => ({ lang: 'uk', query: 'Льв', limit: 5 }) },
  '/api/delivery/warehouses': { schema: warehouseListSchema, example: () => ({ lang: 'uk', settlement_ref: city.city.ref, kind: 'branch', query: '1' }) },
  '/api/admin/session/password': { schema: staffSignInSchema, example: () => ({ email: 'owner@tabir.example', password: 'not-the-password' }) },
  '/api/admin/session/code': { schema: staffCodeSchema, example: () => ({ code: '123456' }) },
  // Without the session: signing the fuzzing owner out would leave the other calls nothing to fuzz.
  '/api/admin/session/sign-out': { schema: staffSignOutSchema, example: () => ({ lang: 'uk' }) },
  '/api/admin/session/locale': { schema: staffLocaleSchema, example: () => ({ locale: 'en' }), staff: true },
  '/api/admin/staff': { schema: staffInviteSchema, example: () => ({ email: 'fuzz-staff@tabir.example', name: 'Fuzz', role: 'manager', locale: 'uk' }), staff: true },
  '/api/delivery/price': { schema: deliveryPriceSchema, example: () => ({ lang: 'uk', city_ref: city.city.city_ref, kind: 'branch', weight: 2, declared_value: '1299.50' }) },
  // Back office calls; an id that names nobody, so the fuzzed calls block no one the others use.
  '/api/admin/customers/block': { schema: customerBlockSchema, example: () => ({ id: 2_000_000_000, blocked: true }), staff: true },
  '/api/admin/jobs/retry': { schema: jobRetrySchema, example: () => ({ id: 9_000_000_000 }), staff: true },
  '/api/admin/search/synonyms': { schema: synonymAddSchema, example: () => ({ term: 'фонарик', synonym: 'ліхтар', both_ways: false }), staff: true },
  '/api/admin/currencies/refresh': { schema: currencyRefreshSchema, example: () => ({}), staff: true },
  '/api/admin/coupons': { schema: couponInputSchema, example: () => ({ code: 'FUZZ10', type: 'percent', value: '10', min_total: '0', active: true }), staff: true },
  '/api/admin/products': {
    schema: productInputSchema,
    example: () => ({
      slug: 'fuzz-namet',
      sku: 'FUZZ-1',
      category_id: 2_000_000_000,
      active: false,
      featured: false,
      weight: 1200,
      translations: {
        uk: { name: 'Намет', description: '', features: '', meta_title: '', meta_description: '' },
        en: { name: 'Tent', description: '', features: '', meta_title: '', meta_description: '' },
      },
      attribute_value_ids: [],
      options: [{ sku: 'FUZZ-1-M', size_value_id: null, color_value_id: null, price: '1000', old_price: null, special_price: null, stock: 1 }],
    }),
    staff: true,
  },
  '/api/admin/products/bulk-price': { schema: bulkPriceSchema, example: () => ({ filter: { query: 'no-such-product-anywhere' }, percent: 5 }), staff: true },
  // A parent, a value and a slug that are refused, so no fuzzed call adds to the catalogue.
  '/api/admin/categories': {
    schema: categoryInputSchema,
    example: () => ({
      slug: 'fuzz-category',
      parent_id: 2_000_000_000,
      active: false,
      translations: { uk: { name: 'Категорія', description: '', meta_title: '', meta_description: '' }, en: { name: 'Category', description: '', meta_title: '', meta_description: '' } },
      filters: { price: true, attribute_ids: null },
    }),
    staff: true,
  },
  '/api/admin/attributes': {
    schema: attributeInputSchema,
    example: () => ({ code: 'fuzz', type: 'select', filterable: true, name: { uk: 'Фаз', en: 'Fuzz' }, values: [{ id: 2_000_000_000, slug: 'fuzz', hex: null, name: { uk: 'Фаз', en: 'Fuzz' } }] }),
    staff: true,
  },
  '/api/admin/brands': { schema: brandInputSchema, example: () => ({ slug: 'vatra-camp', name: { uk: 'Ватра', en: 'Vatra' } }), staff: true },
  '/api/admin/pages': {
    schema: pageInputSchema,
    example: () => ({
      slug: 'fuzz-storinka',
      published: false,
      translations: { uk: { title: 'Сторінка', body: '<p>Текст</p>', meta_title: '', meta_description: '' }, en: { title: 'Page', body: '<p>Text</p>', meta_title: '', meta_description: '' } },
    }),
    staff: true,
  },
  '/api/admin/news': { schema: articleInputSchema, example: () => fuzzArticle('fuzz-novyna', []), staff: true },
  '/api/admin/landings': {
    schema: articleInputSchema,
    example: () =>
      fuzzArticle('fuzz-lending', [
        { type: 'button', top_separator: 0, bottom_separator: 40, image: null, link: '/kemping', button_type: 'type_1', translations: { uk: { title: '', body: '', button_text: 'До кемпінгу' }, en: { title: '', body: '', button_text: 'To camping' } } },
      ]),
    staff: true,
  },
};

/** A news article or landing the fuzzer starts from (unpublished, so the storefront never shows one). */
function fuzzArticle(slug: string, blocks: unknown[]) {
  return {
    slug,
    published: false,
    published_at: '2026-11-01',
    cover: null,
    translations: {
      uk: { title: 'Стаття', excerpt: '', body: '<p>Текст</p>', meta_title: '', meta_description: '' },
      en: { title: 'Article', excerpt: '', body: '<p>Text</p>', meta_title: '', meta_description: '' },
    },
    blocks,
  };
}

/**
 * Documented calls that take no JSON, fuzzed by a test of their own with bodies of their kind
 * (the path is relative to this file; the test below checks it exists).
 */
const fuzzedElsewhere: Record<string, string> = {
  // multipart/form-data uploads of pictures
  '/api/admin/media': '../modules/media/media.admin-api.fuzz.test.ts',
  // multipart/form-data price lists (CSV, XLSX)
  '/api/admin/products/import': '../modules/catalog/products.import.fuzz.test.ts',
};

/** Every `POST /api/...` docs/api.md names in a heading or a table row. */
async function documentedEndpoints(): Promise<string[]> {
  const doc = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const lines = doc.split('\n').filter((line) => /^#{3,4} /.test(line) || line.startsWith('| `POST /api/'));
  return [...new Set(lines.flatMap((line) => [...line.matchAll(/`POST (\/api\/[a-z0-9/_-]+)`/g)].map((match) => match[1]!)))];
}

const deepArray = JSON.parse('['.repeat(2_000) + ']'.repeat(2_000)) as unknown;
const deepObject = JSON.parse('{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000)) as unknown;

/** Values no field expects, or expects only in a narrow form. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', '\u202e', '\u2028', '\r\n', '😀', '%00', '../../etc/passwd', "'; drop table users; --",
    '<script>alert(1)</script>', '__proto__', 'constructor', 'uk ', 'UK', '1e999', 'NaN', '-1', '2147483648', '99999999999999999999', 'x'.repeat(5_000),
    '00000000-0000-0000-0000-000000000000', 'ффффффff-ffff-ffff-ffff-ffffffffffff', uuid.toUpperCase(),
  ),
  fc.constantFrom<unknown>(0, -1, 1.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 200 }),
  fc.constantFrom(deepArray, deepObject, { lang: 'uk' }, [], {}, [[1]], { __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Sent = { json: unknown } | { raw: string };

function keysOf(endpoint: Endpoint): string[] {
  const shape = (endpoint.schema as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {};
  return [...new Set([...Object.keys(shape), ...Object.keys(endpoint.example())])];
}

/** A random value of the same JSON kind as `value` (the shape right, the content anything). */
function sameKind(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') return fc.oneof(fc.string({ maxLength: 60 }), fc.constant(value));
  if (typeof value === 'number') return fc.oneof(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 100 }), fc.constant(value));
  if (typeof value === 'boolean') return fc.boolean();
  if (Array.isArray(value)) return fc.array(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { maxLength: 30 });
  return fc.constant(value);
}

function bodies(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const keys = keysOf(endpoint);
  const junk = nasty.map((value) => ({ json: value }));
  const raw = fc
    .oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('{', '{"lang":', '{"lang":"uk",}', '{"a":1}{"b":2}', 'null', '"uk"', '[{"lang":"uk"}]', '\ufeff{"lang":"uk"}', '{"lang":"uk"}\u0000', `{"lang":"${'x'.repeat(70_000)}"}`),
    )
    .map((text) => ({ raw: text }));
  // A call without fields (an action) has nothing to mutate: junk and raw text only.
  if (keys.length === 0) return fc.oneof({ arbitrary: junk, weight: 2 }, { arbitrary: raw, weight: 1 });
  const key = fc.constantFrom(...keys);
  const mutated = fc
    .tuple(fc.dictionary(key, nasty, { minKeys: 1, maxKeys: 3 }), fc.subarray(keys, { maxLength: Math.min(2, keys.length) }), fc.option(fc.tuple(fc.string({ maxLength: 20 }), nasty), { freq: 4 }))
    .map(([replaced, removed, extra]) => {
      const body: Record<string, unknown> = { ...endpoint.example(), ...replaced };
      for (const name of removed) delete body[name];
      if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
      return { json: body };
    });
  const shaped = fc.constant(null).chain(() => {
    const example = endpoint.example();
    return fc.record(Object.fromEntries(Object.entries(example).map(([name, value]) => [name, sameKind(value)]))).map((body) => ({ json: body }));
  });
  return fc.oneof({ arbitrary: mutated, weight: 5 }, { arbitrary: shaped, weight: 2 }, { arbitrary: junk, weight: 1 }, { arbitrary: raw, weight: 1 });
}

/** What the server will see once the body has been through JSON (undefined dropped, -0 as 0, …). */
function asReceived(sent: Sent): unknown {
  if ('raw' in sent) {
    // An empty body is read as `{}` (docs/api.md): the calls without fields are called so.
    if (/^[ \t\n\r]*$/.test(sent.raw)) return {};
    try {
      return JSON.parse(sent.raw) as unknown;
    } catch {
      return undefined;
    }
  }
  const text = JSON.stringify(sent.json);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

function formOf(value: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, item] of Object.entries(value)) form.append(name, typeof item === 'string' ? item : JSON.stringify(item) ?? '');
  }
  return form;
}

async function send(path: string, endpoint: Endpoint, sent: Sent): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { ...(endpoint.signedIn ? bearer : {}), ...(endpoint.staff ? staffCookie : {}), 'x-forwarded-for': '198.51.100.9' };
  let body: string | URLSearchParams;
  if (endpoint.form && 'json' in sent) {
    body = formOf(sent.json);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    body = 'raw' in sent ? sent.raw : (JSON.stringify(sent.json) ?? '');
    headers['content-type'] = 'application/json';
  }
  const response = await t.app.request(path, { method: 'POST', headers, body });
  return { status: response.status, text: (await response.text()).slice(0, 300) };
}

/** Whether the call's schema takes the body as the server receives it. */
function schemaTakes(endpoint: Endpoint, sent: Sent): boolean {
  if (endpoint.form) {
    if (!('json' in sent)) return false;
    return z.safeParse(endpoint.schema, Object.fromEntries(formOf(sent.json))).success;
  }
  const received = asReceived(sent);
  return received !== undefined && z.safeParse(endpoint.schema, received).success;
}

let nbu: FakeNbu;

beforeAll(async () => {
  nbu = await startFakeNbu();
  t = await createTestApp({
    // The limits would turn most calls into 429s before their handlers run.
    env: { RATE_LIMIT_FACTOR: '10000', LIQPAY_PUBLIC_KEY: 'sandbox_i000000000', LIQPAY_PRIVATE_KEY: 'sandbox_fuzz_private_key', NBU_RATES_URL: nbu.url },
  });
  bearer = (await signedInAccount(t, { email: 'fuzz@example.com' })).bearer;
  staffCookie = { cookie: (await createStaffSession(t.deps, { role: 'owner' })).cookie, origin: 'http://localhost' };
  const shop = await cartTestShop(t);
  productId = shop.tent.id;
  optionId = shop.tent.options[0]!.id;
  cartId = await cartWith(t, [{ product_id: productId, option_id: optionId, count: 1 }]);
  city = await directoryCity(t, { query: 'Львів' });
});
afterAll(async () => {
  await t.close();
  await nbu.close();
});

describe('the API under fuzzing', () => {
  it('has a generator for every call docs/api.md documents, and documents every fuzzed call', async () => {
    const documented = await documentedEndpoints();
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((path) => !(path in endpoints) && !(path in fuzzedElsewhere))).toEqual([]);
    expect([...Object.keys(endpoints), ...Object.keys(fuzzedElsewhere)].filter((path) => !documented.includes(path))).toEqual([]);
    for (const file of Object.values(fuzzedElsewhere)) await expect(access(new URL(file, import.meta.url))).resolves.toBeUndefined();
  });

  it('takes every example body (so the mutations start from a valid call)', () => {
    for (const [path, endpoint] of Object.entries(endpoints)) {
      expect(schemaTakes(endpoint, endpoint.form ? { json: endpoint.example() } : { json: endpoint.example() }), path).toBe(true);
    }
  });

  for (const [path, endpoint] of Object.entries(endpoints)) {
    it(`POST ${path}: never a 5xx, never a 2xx for a body its schema refuses`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint), async (sent) => {
          const answer = await send(path, endpoint, sent);
          const shown = JSON.stringify('raw' in sent ? sent.raw : sent.json)?.slice(0, 300);
          if (answer.status >= 500) throw new Error(`${path} answered ${answer.status} ${answer.text} to ${shown}`);
          if (answer.status >= 200 && answer.status < 300 && !schemaTakes(endpoint, sent)) {
            throw new Error(`${path} answered ${answer.status} to a body its schema refuses: ${shown}`);
          }
        }),
        { numRuns, seed, verbose: 1 },
      );
    });
  }
});
