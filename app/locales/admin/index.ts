import { addCatalogues } from '../../../common/i18n.ts';
import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The back office's shell, sign-in, staff and audit messages; imported by admin modules only. */
export const adminCatalogues = { uk, en };
addCatalogues(adminCatalogues);
