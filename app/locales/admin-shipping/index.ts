import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's shipping panel and the shop's new-order notices (e-mail, Telegram): never on a storefront page. */
export const adminShippingCatalogues = { uk, en };
addCatalogues(adminShippingCatalogues);
