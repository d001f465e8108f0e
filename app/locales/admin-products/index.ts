import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's product pages and calls. */
export const adminProductsCatalogues = { uk, en };
addCatalogues(adminProductsCatalogues);
