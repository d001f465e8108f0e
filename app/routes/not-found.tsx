import { notFound } from '../lib/not-found.ts';

/** /404 and every unknown path: the layout renders the 404 page (and its meta) with status 404. */
export function loader(): never {
  return notFound();
}

export default function NotFound() {
  return null;
}
