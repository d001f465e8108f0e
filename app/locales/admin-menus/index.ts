import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's menu editor and its calls. */
export const adminMenusCatalogues = { uk, en };
addCatalogues(adminMenusCatalogues);
