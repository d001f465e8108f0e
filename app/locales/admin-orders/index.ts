import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's order pages and order API messages; imported by admin modules only. */
export const adminOrdersCatalogues = { uk, en };
addCatalogues(adminOrdersCatalogues);
