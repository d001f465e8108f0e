// Starts the production server for the browser tests on a data folder of its own, emptied first.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

const dataDir = resolve(import.meta.dirname, '../data/e2e');
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT ?? 4173}`;
await import('../server/main.ts');
