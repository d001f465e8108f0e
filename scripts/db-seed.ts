import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoShop } from '../server/db/seed/seed.ts';

// Safe to run again: the seed updates what it created instead of adding copies.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.databaseDir });
await database.migrate();
const report = await seedDemoShop(database.db, { storageDir: config.storageDir });
await database.close();
console.log('Demo shop loaded:', report);
