import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The checkout's, the thank-you page's and the order pages' messages; imported where they are used. */
export const checkoutCatalogues = { uk, en };
addCatalogues(checkoutCatalogues);
