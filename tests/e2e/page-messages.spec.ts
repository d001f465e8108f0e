import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';
import { addPlateToCart, plateName } from './checkout-helpers.ts';

// An area's messages (app/locales/<area>/) travel to the browser one language at a time, as the
// core catalogue does (app/lib/page-messages.ts): the page's, and the other once the shopper
// switches. Read from what the browser was sent, so neither a bundled copy nor a fetched one escapes.
const checkoutOnly = {
  uk: 'Увійдіть до кабінету, щоб отримувати бонуси за покупки.',
  en: 'Sign in to earn bonuses on your purchases.',
} as const;

/** Collects the bodies of the scripts and JSON files the page is sent from now on (each as soon as read). */
function assetsSent(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (/\/assets\/[^?]+\.(?:js|json)$/.test(response.url())) bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

test.describe("an area's messages", () => {
  test('the checkout is sent its messages in the page’s language only, and the other language’s on a switch', async ({ page }) => {
    await addPlateToCart(page, 'uk');
    const sent = assetsSent(page);
    await openPage(page, '/checkout');
    await expect(page.getByRole('main')).toContainText(plateName.uk);
    await expect(page.getByText(checkoutOnly.uk)).toBeVisible();
    // Bodies are read as they arrive: wait for the page's requests to settle before judging.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => sent.some((body) => body.includes(checkoutOnly.uk))).toBe(true);
    expect(sent.some((body) => body.includes(checkoutOnly.en))).toBe(false);

    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.getByText(checkoutOnly.en)).toBeVisible();
    await expect.poll(() => sent.some((body) => body.includes(checkoutOnly.en))).toBe(true);
  });

  test('a product page is sent no checkout messages', async ({ page }) => {
    const sent = assetsSent(page);
    await openPage(page, '/broneplyty/broneplyta-staleva-kremin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plateName.uk);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(sent.some((body) => body.includes(checkoutOnly.uk) || body.includes(checkoutOnly.en))).toBe(false);
  });
});
