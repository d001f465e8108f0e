import { redirect, type RouterContextProvider } from 'react-router';
import { localeOfRequest, localizePath } from '../../common/paths.ts';
import { signedInUser, type SessionUser } from '../../server/modules/auth/auth.session.ts';
import { authQueryParam } from '../state/auth-modal.ts';
import { getDeps } from './deps.server.ts';

/**
 * The cabinet's gate: the signed-in user of the page request, checked against the database.
 * Signed out, the shopper goes home with the sign-in dialog open.
 */
export async function requireCabinetUser({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<SessionUser> {
  const { db, now } = getDeps(context);
  const user = await signedInUser(db, { request, now: now() });
  if (!user) throw redirect(`${localizePath('/', localeOfRequest(request))}?${authQueryParam}=login`);
  return user;
}
