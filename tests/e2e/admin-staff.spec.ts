import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { latestMailLink } from './mail.ts';
import { adminCreate } from '../../scripts/admin-create.ts';
import { totpCode } from '../../server/modules/staff/staff.totp.ts';

// The owner's first day: admin:create prints a link; the owner sets a password, enrols an
// authenticator (codes computed from the secret the page shows as text), invites a manager; the
// manager takes the invitation from the caught mail, enrols and signs in with a code.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor();
}

/** Set-password link → password → enrolment → recovery codes → the back office. Answers the secret. */
async function setUpAccount(page: Page, link: string, password: string, labels: { password: string; confirmation: string; save: string; code: string; confirm: string; continue: string }) {
  await page.goto(link);
  await hydrated(page);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByLabel(labels.confirmation).fill(password);
  await page.getByRole('button', { name: labels.save }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.locator('[role=img] svg')).toBeVisible();
  await page.getByLabel(labels.code).fill(await totpCode(secret, new Date()));
  await page.getByRole('button', { name: labels.confirm }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: labels.continue }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return secret;
}

test('the owner sets up the back office and invites a manager, who signs in with a TOTP code', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const ownerEmail = `owner-${stamp}@tabir.example`;
  const managerEmail = `manager-${stamp}@tabir.example`;
  const created = await adminCreate(['--email', ownerEmail, '--name', 'Ольга Власниця'], { DATA_DIR: dataDir, PORT: String(port) });
  expect(created.ok).toBe(true);
  const link = (created as { link: string }).link;

  await setUpAccount(page, link, 'owner-passphrase-2026', {
    password: 'Новий пароль',
    confirmation: 'Повторіть пароль',
    save: 'Зберегти пароль',
    code: 'Код із застосунку',
    confirm: 'Підтвердити',
    continue: 'До адмінпанелі',
  });
  await hydrated(page);
  await expect(page.getByText('Ви увійшли як Ольга Власниця')).toBeVisible();
  expect((await page.request.get('/admin')).headers()['cache-control']).toBe('private, no-store');

  // The staff page: invite a manager who reads English.
  await page.getByRole('link', { name: 'Персонал' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Персонал' })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Пошта').fill(managerEmail);
  await page.getByLabel('Ім’я').fill('Max Manager');
  await page.getByRole('button', { name: /Мова листа/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByText(`Запрошення для ${managerEmail} надіслано.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: managerEmail })).toBeVisible();

  // The audit log has the invitation, with what was written.
  await page.getByRole('link', { name: 'Журнал змін' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал змін' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Вийти' }).first().click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);

  // The manager, in English, from the invitation mail.
  const invitation = await latestMailLink(managerEmail, '/admin/set-password/');
  const secret = await setUpAccount(page, invitation, 'manager-passphrase-2026', {
    password: 'New password',
    confirmation: 'Repeat the password',
    save: 'Save the password',
    code: 'Code from the app',
    confirm: 'Confirm',
    continue: 'To the back office',
  });
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign out' }).first().click();

  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.goto('/admin/sign-in?lang=en');
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(managerEmail);
  await page.getByLabel('Password').fill('manager-passphrase-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  // The code of the next time step: the one used at enrolment cannot be used again.
  await page.getByLabel('Code').fill(await totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Signed in as Max Manager · Manager')).toBeVisible();
  // A manager's navigation has no staff page, and the page itself refuses them.
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  expect((await page.request.get('/admin/staff')).status()).toBe(403);
});
