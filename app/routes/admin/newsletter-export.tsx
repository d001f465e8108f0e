import type { Route } from './+types/newsletter-export';
import { sheetDownloadHeaders } from '../../../server/spreadsheet/sheet-write.ts';
import { subscribersCsv } from '../../../server/modules/newsletter/newsletter.subscribers.ts';
import { requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';

/** GET /admin/newsletter/subscribers.csv: every subscriber as CSV, for staff with 'customers'. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaffPage(args, 'customers');
  const { db, now } = getDeps(args.context);
  return new Response(subscribersCsv(db), { headers: sheetDownloadHeaders('csv', 'newsletter-subscribers', now()) });
}
