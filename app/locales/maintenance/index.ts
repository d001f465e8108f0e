import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The maintenance page's and answer's messages: rendered by the server alone, no shop JS. */
export const maintenanceCatalogues = { uk, en };
addCatalogues(maintenanceCatalogues);
