import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's text pages, news and landings: lists, editors, preview and calls. */
export const adminContentCatalogues = { uk, en };
addCatalogues(adminContentCatalogues);
