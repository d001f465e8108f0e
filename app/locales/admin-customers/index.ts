import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's customers, dashboard and failed jobs pages, and the order documents (PDF). */
export const adminCustomersCatalogues = { uk, en };
addCatalogues(adminCustomersCatalogues);
