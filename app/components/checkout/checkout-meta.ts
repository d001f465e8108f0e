import type { MetaFunction } from 'react-router';
import { translator } from '../../../common/i18n.ts';
import { localeOfPath } from '../../../common/paths.ts';
import { pageMeta } from '../../lib/meta.ts';

/** A checkout page's title, kept out of search indexes. */
export function checkoutMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) => pageMeta({ matches, location, title: translator(localeOfPath(location.pathname))(titleKey), noindex: true });
}
