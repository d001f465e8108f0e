import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's uploads of pictures. */
export const adminMediaCatalogues = { uk, en };
addCatalogues(adminMediaCatalogues);
