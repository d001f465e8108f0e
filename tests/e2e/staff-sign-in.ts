import type { Page } from '@playwright/test';
import { totpCode } from '../../server/modules/staff/staff.totp.ts';
import { expect } from './fixtures.ts';
import type { e2eStaff } from './staff-accounts.ts';

/**
 * Signs a seeded member of staff in through the sign-in page: password, then the code of their
 * authenticator. A code is taken once (replay protection), so journeys running side by side sign
 * in as different members.
 */
export async function staffSignIn(page: Page, member: (typeof e2eStaff)[keyof typeof e2eStaff]) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Електронна пошта').fill(member.email);
  await page.getByLabel('Пароль').fill(member.password);
  await page.getByRole('button', { name: 'Далі' }).click();
  const code = page.getByLabel('Код');
  await code.waitFor();
  await code.fill(await totpCode(member.totpSecret, new Date()));
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.locator('html[data-hydrated]').waitFor();
}
