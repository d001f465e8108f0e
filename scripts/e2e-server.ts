// Starts the production server for the browser tests on a data folder of its own, emptied first,
// with local stand-ins beside it: a real SMTP server that stores every message the shop sends as
// an .eml file (the journeys read links from them) and a LiqPay checkout that pays or declines.
// E2E_DATA_DIR picks another data folder and E2E_SERVER=dev the development server, so a second
// copy can run next to the first while pages are being written. E2E_BARE=true starts the shop as
// a fresh install has it: no LiqPay keys (mail is still caught, to be read by the journeys).
// E2E_NOVA_POSHTA=true puts the shop on a local Nova Poshta stand-in with the sender configured,
// so waybills are created through its API; the stand-in knows only a few cities (Kyiv among
// them), which is why the storefront's servers keep the built-in directory.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startFakeLiqpay } from '../server/testing/fake-liqpay.ts';
import { fakeRefs, fakeSender, startFakeNovaPoshta } from '../server/testing/fake-nova-poshta.ts';
import { startMailCatcher } from '../server/testing/mail-catcher.ts';
import { seedE2eStaff } from './e2e-staff.ts';

const dataDir = resolve(import.meta.dirname, '..', process.env.E2E_DATA_DIR ?? 'data/e2e');
const mailDir = join(dataDir, 'caught-mail');
await rm(dataDir, { recursive: true, force: true });
await mkdir(mailDir, { recursive: true });

const catcher = await startMailCatcher({
  onMessage: async (message, index) => {
    await writeFile(join(mailDir, `${String(index).padStart(5, '0')}.eml`), message.raw);
  },
});
const liqpay = await startFakeLiqpay();

const development = process.env.E2E_SERVER === 'dev';
process.env.DATA_DIR = dataDir;
if (!development) process.env.NODE_ENV = 'production';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT ?? 4173}`;
process.env.SMTP_URL = catcher.url;
if (process.env.E2E_BARE !== 'true') {
  process.env.LIQPAY_PUBLIC_KEY = liqpay.publicKey;
  process.env.LIQPAY_PRIVATE_KEY = liqpay.privateKey;
  process.env.LIQPAY_CHECKOUT_URL = liqpay.checkoutUrl;
}
if (process.env.E2E_NOVA_POSHTA === 'true') {
  const novaPoshta = await startFakeNovaPoshta();
  process.env.NOVA_POSHTA_API_KEY = novaPoshta.apiKey;
  process.env.NOVA_POSHTA_API_URL = novaPoshta.url;
  process.env.NOVA_POSHTA_PRINT_URL = novaPoshta.printUrl;
  process.env.NOVA_POSHTA_SENDER_CITY_REF = fakeRefs.kyivCity;
  process.env.NOVA_POSHTA_SENDER_REF = fakeSender.ref;
  process.env.NOVA_POSHTA_SENDER_CONTACT_REF = fakeSender.contactRef;
  process.env.NOVA_POSHTA_SENDER_ADDRESS_REF = fakeSender.addressRef;
  process.env.NOVA_POSHTA_SENDER_PHONE = fakeSender.phone;
}
// The journeys run in parallel from one address and register many accounts.
process.env.RATE_LIMIT_FACTOR = process.env.RATE_LIMIT_FACTOR ?? '100';
// The journeys count on the demo's seeded exchange rates: the National Bank is not asked.
process.env.NBU_RATES_REFRESH = process.env.NBU_RATES_REFRESH ?? 'false';
// The journeys' members of staff, with known passwords and TOTP secrets.
await seedE2eStaff(join(dataDir, 'db'));
await import(development ? '../server/dev.ts' : '../server/main.ts');
