// Starts the production server for the browser tests on a data folder of its own, emptied first,
// with a real SMTP server beside it that stores every message the shop sends as an .eml file
// (the journeys read links from them).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startMailCatcher } from '../server/testing/mail-catcher.ts';

const dataDir = resolve(import.meta.dirname, '../data/e2e');
const mailDir = join(dataDir, 'caught-mail');
await rm(dataDir, { recursive: true, force: true });
await mkdir(mailDir, { recursive: true });

const catcher = await startMailCatcher({
  onMessage: async (message, index) => {
    await writeFile(join(mailDir, `${String(index).padStart(5, '0')}.eml`), message.raw);
  },
});

process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT ?? 4173}`;
process.env.SMTP_URL = catcher.url;
// The journeys run in parallel from one address and register many accounts.
process.env.RATE_LIMIT_FACTOR = process.env.RATE_LIMIT_FACTOR ?? '100';
await import('../server/main.ts');
