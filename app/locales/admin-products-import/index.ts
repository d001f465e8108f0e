import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's price list: export, import page and call. */
export const adminProductsImportCatalogues = { uk, en };
addCatalogues(adminProductsImportCatalogues);
