import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** A Nova Poshta parcel's waybill and state: the cabinet's order page and the back office. */
export const parcelCatalogues = { uk, en };
addCatalogues(parcelCatalogues);
