import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The buyer's e-mails about an order after it is placed: the server's only, never sent to the browser. */
export const orderMailCatalogues = { uk, en };
addCatalogues(orderMailCatalogues);
