import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.databaseDir });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
