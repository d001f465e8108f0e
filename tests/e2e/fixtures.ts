import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a Content-Security-Policy violation: the browser's
 * securitypolicyviolation events (listened to in every document before its own scripts run) and
 * its console reports of anything refused.
 */
export const cspTest = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('reportCspViolation', (_source, violation: string) => void violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
          report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber} ${event.sample})`);
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Every journey fails on a CSP violation (above), an unexpected console error or uncaught page
 * error, and waits for hydration before it interacts.
 */
export const test = cspTest.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 404/.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  return response;
}

export { expect };

/** The bar every page is held to: WCAG 2.1 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Scans the page as it stands now (open dialogs and menus included). A failure names each broken
 * rule with the elements that break it, so it can be fixed without rerunning the scan.
 */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, 'axe violations').toEqual([]);
}

/** The second e2e server: the shop as a fresh install has it, with no LiqPay keys (playwright.config.ts). */
export const bareBaseUrl = process.env.E2E_BARE_BASE_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

/** The third: closed for maintenance by MAINTENANCE_MODE (playwright.config.ts). */
export const maintenanceBaseUrl = process.env.E2E_MAINTENANCE_BASE_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 2}`;

/** The fourth: tag ids configured by GTM_ID and GA4_ID (playwright.config.ts). */
export const analyticsBaseUrl = process.env.E2E_ANALYTICS_BASE_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 3}`;

/** The fifth: on the Nova Poshta stand-in, waybills created through its API (playwright.config.ts). */
export const shippingBaseUrl = process.env.E2E_SHIPPING_BASE_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 4}`;

/** Where the fifth server's SMTP catcher leaves its mail. */
export const shippingMailDir = process.env.E2E_SHIPPING_MAIL_DIR ?? 'data/e2e-shipping/caught-mail';
