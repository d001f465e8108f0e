import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's e-mails (the staff invitation): the server's only. */
export const adminMailCatalogues = { uk, en };
addCatalogues(adminMailCatalogues);
