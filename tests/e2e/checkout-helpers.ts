import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures.ts';

const mailDir = resolve(process.env.E2E_MAIL_DIR ?? 'data/e2e/caught-mail');

/** Demo shop: a single-option steel plate at 3 290 ₴, above the 3 000 ₴ free-delivery line. */
export const plate = { path: '/broneplyty/broneplyta-staleva-kremin', category: '/broneplyty', price: 3290 } as const;
export const plateName = { uk: 'Бронеплита сталева «Кремінь»', en: 'Kremin Steel Armour Plate' } as const;

/**
 * Places a cart as a cash order to the first Nova Poshta branch in Lviv (or the first city found
 * for `city`) through the API, as the checkout page does; `post` sends one call the way the test's
 * browser would. Answers the order call.
 */
export async function placeCashOrderByApi(
  post: (path: string, data: object) => Promise<APIResponse>,
  { cartId, name, email, key, city = 'Львів' }: { cartId: string; name: string; email: string; key: string; city?: string },
): Promise<APIResponse> {
  const cities = await (await post('/api/delivery/cities', { lang: 'uk', query: city })).json();
  const lviv = cities.data[0];
  const branches = await (await post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: lviv.ref, kind: 'branch', limit: 1 })).json();
  const placed = await post('/api/checkout/place/ukraine', {
    lang: 'uk',
    cart_id: cartId,
    currency: 'UAH',
    idempotency_key: `e2e-${Date.now()}-${key}`,
    name,
    email,
    phone: '0671234567',
    settlement_ref: lviv.ref,
    city_ref: lviv.city_ref,
    city_name: lviv.label,
    delivery_method: 'np_branch',
    warehouse_ref: branches.data[0].ref,
    payment_method: 'cash',
    policy: true,
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return placed;
}

/** Adds the plate from its category's card and closes the cart dialog it opens. */
export async function addPlateToCart(page: Page, lang: 'uk' | 'en') {
  const prefix = lang === 'en' ? '/en' : '';
  await page.goto(`${prefix}${plate.category}`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: `${lang === 'en' ? 'Add to cart' : 'У кошик'}: ${plateName[lang]}`, exact: true }).click();
  const cart = page.getByRole('dialog', { name: lang === 'en' ? 'Cart' : 'Кошик' });
  await expect(cart.getByRole('listitem').filter({ hasText: plateName[lang] })).toBeVisible();
  await cart.getByRole('button', { name: lang === 'en' ? 'Close the cart' : 'Закрити кошик' }).click();
  await expect(cart).toBeHidden();
}

/** A hryvnia or dollar amount as the page writes it, any kind of space allowed. */
export function amount(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));
}

/**
 * Waits for a mail to `address` whose text contains `contains` (an order number) and answers
 * its subject and text; `dir` reads another server's caught mail.
 */
export async function mailTo(address: string, contains: string, { timeoutMs = 15_000, dir = mailDir } = {}): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(resolve(dir)).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const parsed = await simpleParser(await readFile(join(resolve(dir), file)));
      const recipients = [parsed.to].flat().flatMap((to) => to?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
      const text = parsed.text ?? '';
      if (recipients.includes(address.toLowerCase()) && (text.includes(contains) || (parsed.subject ?? '').includes(contains))) {
        return { subject: parsed.subject ?? '', text };
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} about ${contains}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * Fills the Ukraine checkout's recipient step and chooses a delivery as a shopper would (Lviv,
 * Nova Poshta branch No. 1); answers the delivery step, its "Next" not yet pressed.
 */
export async function fillRecipientAndDelivery(page: Page, email: string) {
  const main = page.getByRole('main');
  const recipient = main.getByRole('region', { name: /Дані отримувача/ });
  await recipient.getByLabel("Ім'я та прізвище").fill('Олена Коваль');
  await recipient.getByLabel('Email').fill(email);
  await recipient.getByLabel('Телефон').fill('067 123 45 67');
  await recipient.getByRole('button', { name: 'Далі' }).click();
  const delivery = main.getByRole('region', { name: /Доставка/ });
  await delivery.getByRole('combobox', { name: 'Населений пункт' }).fill('Льв');
  await page.getByRole('option', { name: 'м. Львів, Львівська область' }).click();
  await delivery.getByRole('radio', { name: /Нова пошта, у відділення/ }).check();
  await delivery.getByRole('radio', { name: /^Відділення №1 / }).check();
  return delivery;
}
