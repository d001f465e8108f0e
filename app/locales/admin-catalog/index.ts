import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's categories, attributes and brands editors and their calls. */
export const adminCatalogCatalogues = { uk, en };
addCatalogues(adminCatalogCatalogues);
