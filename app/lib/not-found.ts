import { data } from 'react-router';

/** Thrown by loaders: the layout's error boundary renders the 404 page with status 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
