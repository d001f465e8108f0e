import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium-flags.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
/** A second server as a fresh install has it, with no keys of outside services (fixtures.ts: bareBaseUrl). */
const barePort = port + 1;
/** A third, closed for maintenance by its environment variable (fixtures.ts: maintenanceBaseUrl). */
const maintenancePort = port + 2;
/** A fourth, with tag ids configured (fixtures.ts: analyticsBaseUrl). */
const analyticsPort = port + 3;
/** A fifth, on the Nova Poshta stand-in with the shop's sender configured (fixtures.ts: shippingBaseUrl). */
const shippingPort = port + 4;
// Point the journeys at a server already running (a dev server) instead of starting the build.
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Axe scans of a full page take seconds on a busy 2-core machine: room for them, not a speed target.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    // A Ukrainian browser unless a test says otherwise (English browsers are sent from / to /en).
    locale: 'uk-UA',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          // The production build on a fresh embedded database with the demo shop.
          command: 'node scripts/e2e-server.ts',
          url: `http://127.0.0.1:${port}/readyz`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: { PORT: String(port) },
        },
        {
          command: 'node scripts/e2e-server.ts',
          url: `http://127.0.0.1:${barePort}/readyz`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: { PORT: String(barePort), E2E_DATA_DIR: 'data/e2e-bare', E2E_BARE: 'true' },
        },
        {
          command: 'node scripts/e2e-server.ts',
          url: `http://127.0.0.1:${maintenancePort}/readyz`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: { PORT: String(maintenancePort), E2E_DATA_DIR: 'data/e2e-maintenance', MAINTENANCE_MODE: 'true' },
        },
        {
          command: 'node scripts/e2e-server.ts',
          url: `http://127.0.0.1:${analyticsPort}/readyz`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: { PORT: String(analyticsPort), E2E_DATA_DIR: 'data/e2e-analytics', GTM_ID: 'GTM-TABIR01', GA4_ID: 'G-TABIR00001' },
        },
        {
          command: 'node scripts/e2e-server.ts',
          url: `http://127.0.0.1:${shippingPort}/readyz`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: { PORT: String(shippingPort), E2E_DATA_DIR: 'data/e2e-shipping', E2E_NOVA_POSHTA: 'true' },
        },
      ],
});
