import { plate } from './checkout-helpers.ts';
import { expect, expectNoAxeViolations, shippingBaseUrl, test } from './fixtures.ts';
import { e2eStaff } from './staff-accounts.ts';
import { staffSignIn } from './staff-sign-in.ts';

// A shopper's review waits for a manager, who approves it and answers it; the product page then
// shows both. The same manager takes a subscriber off the newsletter. On the fifth e2e server, so
// the main one's product journeys keep their reviews.
test.use({ baseURL: shippingBaseUrl });

test("a manager approves a shopper's review and replies; the product page shows the review with the shop's reply", async ({ page, browser }) => {
  // A long journey (a staff sign-in, three back-office pages, four axe scans) like the other back
  // office ones: on a loaded CI machine it took the whole default budget.
  test.slow();
  const author = `Богдан Відгуковий ${Date.now() % 100_000}`;
  const found = await (await page.request.post('/api/search', { data: { lang: 'uk', string: 'Кремінь' } })).json();
  const productId = (found.data.products.data as { id: number; path: string }[]).find((product) => product.path === plate.path)!.id;
  const sent = await page.request.post('/api/reviews/add', {
    data: { lang: 'uk', product_id: productId, name: author, text: 'Плита легша, ніж здавалося, носиться цілий день.', rating: 5 },
    headers: { origin: shippingBaseUrl },
  });
  expect(sent.status()).toBe(200);
  const subscriber = `review-reader-${Date.now() % 100_000}@example.com`;
  expect((await page.request.post('/api/news/subscribe', { data: { lang: 'uk', email: subscriber }, headers: { origin: shippingBaseUrl } })).ok()).toBe(true);

  const context = await browser.newContext({ baseURL: shippingBaseUrl, locale: 'uk-UA' });
  const manager = await context.newPage();
  await staffSignIn(manager, e2eStaff.reviewsManager);
  await manager.getByRole('navigation').getByRole('link', { name: 'Відгуки' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Відгуки' })).toBeVisible();
  const review = manager.getByRole('article', { name: author });
  await expect(review).toContainText('Плита легша');
  await expect(review.getByRole('link', { name: 'Бронеплита сталева «Кремінь»' })).toHaveAttribute('href', plate.path);
  await expectNoAxeViolations(manager);

  await review.getByRole('button', { name: `Схвалити відгук ${author}` }).click();
  await expect(manager.getByRole('status').filter({ hasText: `Відгук ${author} схвалено.` })).toBeVisible();
  // Approved, it has left the new ones; the approved list has it, where the reply is written.
  await expect(manager.getByRole('article', { name: author })).toHaveCount(0);
  await manager.getByRole('link', { name: /^Схвалені/ }).click();
  const approved = manager.getByRole('article', { name: author });
  await approved.getByLabel('Відповідь магазину').fill('Дякуємо! Радо допоможемо з підбором чохла.');
  await approved.getByRole('button', { name: 'Зберегти відповідь' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Відповідь збережено.' })).toBeVisible();
  await expectNoAxeViolations(manager);

  await manager.getByRole('navigation').getByRole('link', { name: 'Розсилка' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Підписники розсилки' })).toBeVisible();
  await expect(manager.getByRole('link', { name: 'Завантажити всіх у CSV' })).toHaveAttribute('href', '/admin/newsletter/subscribers.csv');
  await expectNoAxeViolations(manager);
  await manager.getByRole('button', { name: `Відписати ${subscriber}` }).click();
  await expect(manager.getByRole('status').filter({ hasText: `${subscriber} більше не отримуватиме розсилку.` })).toBeVisible();
  await expect(manager.locator(`[data-subscriber="${subscriber}"]`)).toHaveCount(0);
  await context.close();

  await page.goto(plate.path);
  const shown = page.getByRole('article').filter({ has: page.getByRole('heading', { name: author }) });
  await expect(shown).toContainText('Плита легша, ніж здавалося');
  await expect(shown.locator('[data-review-reply]')).toContainText('Відповідь магазину');
  await expect(shown.locator('[data-review-reply]')).toContainText('Дякуємо! Радо допоможемо з підбором чохла.');
  await expectNoAxeViolations(page);
});
