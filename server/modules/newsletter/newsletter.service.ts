import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/content.ts';
import type { Locale } from '../../../common/locales.ts';

/** Stores the address once; subscribing again is a success that changes nothing. */
export async function subscribe(db: Database, { email, locale }: { email: string; locale: Locale }): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}
