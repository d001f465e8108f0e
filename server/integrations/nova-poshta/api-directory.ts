import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { cachedInDatabase } from '../integration-cache.ts';
import { NovaPoshtaError, type NovaPoshtaClient } from './client.ts';
import { createBuiltinDirectory } from './directory/builtin-directory.ts';
import type { NovaPoshtaDirectory, PriceQuote } from './nova-poshta.types.ts';

/** Nova Poshta asks to refresh its directory daily. */
const directoryTtlMs = 24 * 3600 * 1000;
/** Bump when the cached shapes change, so old rows are not read as new ones. */
const cacheVersion = 'v1';
/** How many Ukrainian names a Latin query is looked up by. */
const latinAlternatives = 3;

export interface ApiDirectoryDeps {
  db: Database;
  now: () => Date;
  logger: Logger;
  client: NovaPoshtaClient;
}

// One spelling per typed text for the cache and for Nova Poshta: case and apostrophes vary.
const typedText = (query: string) => query.trim().replace(/\s+/g, ' ').replace(/[’ʼ`‘]/g, "'");

/**
 * Nova Poshta knows names in Ukrainian only: a query in Latin letters ("Kyi", "Odessa") is looked
 * up by the Ukrainian names of the built-in cities it fits, or as typed when it fits none.
 */
async function namesToAsk(query: string): Promise<string[]> {
  if (!/\p{Script=Latin}/u.test(query) || /\p{Script=Cyrillic}/u.test(query)) return [query];
  const known = await createBuiltinDirectory().searchSettlements(query);
  return known.length ? known.slice(0, latinAlternatives).map((settlement) => settlement.name) : [query];
}

/** The directory of the live Nova Poshta API, each answer kept a day in the database. */
export function createApiDirectory({ db, now, logger, client }: ApiDirectoryDeps): NovaPoshtaDirectory {
  const cached = <T>(key: string, load: () => Promise<T>) =>
    cachedInDatabase(db, {
      key: `nova-poshta:${cacheVersion}:${key}`,
      now: now(),
      ttlMs: directoryTtlMs,
      load,
      onStale: (error) => logger.warn({ err: error, key }, 'Nova Poshta did not answer; serving the directory as last seen'),
    });

  return {
    source: 'nova_poshta',
    async searchSettlements(query) {
      const names = await namesToAsk(typedText(query));
      const lists = await Promise.all(names.map((name) => cached(`settlements:${name.toLowerCase()}`, () => client.searchSettlements(name))));
      // A settlement found by two names is listed once, where it first came.
      return [...new Map(lists.flat().map((settlement) => [settlement.ref, settlement])).values()];
    },
    warehouses(settlementRef) {
      // Nova Poshta answers an unknown settlement with an empty list, not an error.
      return cached(`warehouses:${settlementRef.toLowerCase()}`, () => client.getWarehouses({ settlementRef }));
    },
    async city(cityRef) {
      // Wrapped: the cache keeps JSON values, and "no such city" is an answer worth keeping too.
      const answer = await cached(`city:${cityRef.toLowerCase()}`, async () => ({ city: await client.getCity(cityRef) }));
      return answer.city;
    },
    async price(request): Promise<PriceQuote> {
      try {
        return { status: 'quoted', cost: await client.getDocumentPrice(request) };
      } catch (error) {
        if (!(error instanceof NovaPoshtaError)) throw error;
        logger.warn({ err: error }, 'Nova Poshta could not price the delivery; the shopper sees "at the carrier\'s rates"');
        return { status: 'unavailable' };
      }
    },
  };
}
