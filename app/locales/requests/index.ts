import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** Answers about the request itself (its address, its body) and about a database that is down. */
export const requestCatalogues = { uk, en };
addCatalogues(requestCatalogues);
