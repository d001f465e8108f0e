import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The e-mails' and payment callbacks' messages: the server's only, never sent to the browser. */
export const mailCatalogues = { uk, en };
addCatalogues(mailCatalogues);
