import { useEffect } from 'react';
import type { SessionUserView } from '../../common/account.ts';
import type { Locale } from '../../common/locales.ts';
import { ApiError, api, callApi } from '../lib/api-client.ts';
import { useRootData } from '../lib/root-data.ts';
import { attachCartToAccount, forgetCart } from './cart-actions.ts';
import { forgetEmail } from './remembered-email.ts';
import { clearSessionUser, isSignedIn, setSessionUser, useAdoptServerSession } from './session.ts';
import { clearWishlist, loadAccountWishlist, syncWishlistToAccount } from './wishlist.ts';

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * What follows a successful sign-in (the spec's login transition): the user is known, the stored
 * address is no longer needed, the guest wishlist joins the account's and the guest cart joins
 * the account's cart. Navigation is the caller's.
 */
export async function completeSignIn(user: SessionUserView, lang: Locale): Promise<void> {
  setSessionUser(user);
  forgetEmail();
  await Promise.all([syncWishlistToAccount().catch(warn('wishlist sync failed')), attachCartToAccount(lang).catch(warn('cart attach failed'))]);
}

/** After a password reset every session is over: a signed-in browser forgets the account here too. */
export function endSessionAfterReset() {
  if (isSignedIn()) forgetAccount();
}

/**
 * Signs out on the server (the cookies go), then forgets the user, the cart and the wishlist
 * here: they belong to the account. A 401 means the session had already ended.
 */
export async function signOut(lang: Locale): Promise<void> {
  try {
    await callApi(api.auth.logout.$post, { json: { lang } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  forgetAccount();
}

/** Forgets the user and the account's cart and wishlist kept in this browser (its session is over). */
export function forgetAccount() {
  clearSessionUser();
  forgetCart();
  clearWishlist();
}

let wishlistLoaded = false;

/**
 * Mounted once in the root: takes the server's word on who is signed in, and on the first page
 * of a signed-in visit replaces the local wishlist with the account's (it may have changed on
 * another device).
 */
export function useAccountSync() {
  useAdoptServerSession();
  const signedIn = Boolean(useRootData()?.user);
  useEffect(() => {
    if (!signedIn || wishlistLoaded) return;
    wishlistLoaded = true;
    loadAccountWishlist().catch(warn('wishlist not loaded'));
  }, [signedIn]);
}
