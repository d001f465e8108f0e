import type { Route } from './+types/not-found';
import { translator } from '../../common/i18n.ts';
import { localeOfPath } from '../../common/paths.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';

/** /404 and every unknown path: the layout renders the 404 page with status 404. */
export function loader(): never {
  return notFound();
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: translator(localeOfPath(location.pathname))('notFound.title'), noindex: true });

export default function NotFound() {
  return null;
}
