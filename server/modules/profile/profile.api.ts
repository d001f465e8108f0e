import { Hono } from 'hono';
import { translator } from '../../../common/i18n.ts';
import {
  orderGetSchema,
  ordersListSchema,
  passwordChangeSchema,
  profileGetSchema,
  profileUpdateSchema,
  profileWishlistGetSchema,
  profileWishlistSyncSchema,
  profileWishlistUpdateSchema,
  tokenSchema,
} from '../../../common/account.ts';
import { maxWishlistIds } from '../../../common/cart.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requestLocale } from '../../http/locale.ts';
import { jsonBody } from '../../http/validation.ts';
import { cancelEmailChange, confirmEmailChange, linkError } from '../auth/auth.links.ts';
import { sendLinkMail } from '../auth/auth.mails.ts';
import { requireUser, sessionOf, type SignedInEnv } from '../auth/auth.session.ts';
import { clearSessionCookies, refreshUserCookie } from '../auth/auth.cookies.ts';
import { enforceRateLimit } from '../../http/rate-limit.ts';
import { getUserOrder, listUserOrders } from './profile.orders.ts';
import { changePassword, changesEmail, toProfileView, updateProfile } from './profile.service.ts';
import { getWishlistIds, syncWishlist, toggleWishlistProduct } from './profile.wishlist.ts';


/** Everything here belongs to the signed-in account; nothing takes a user id from the request. */
const account = new Hono<SignedInEnv>()
  .use(requireUser)
  .post('/get', jsonBody(profileGetSchema), async (c) => {
    return c.json({ data: toProfileView(c.var.user) }, 200);
  })
  .post('/update', jsonBody(profileUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const t = translator(input.lang);
    const { db, now } = c.var.deps;
    const { user } = c.var;
    // Each try of the current password counts, per account and per network address.
    if (changesEmail(user, input.email)) await enforceRateLimit(c, { action: 'emailChange', email: user.email, locale: input.lang });
    const result = await updateProfile(db, { user, name: input.name, email: input.email, currentPassword: input.current_password, now: now() });
    if (!result.ok) {
      throw fieldError('current_password', t(result.reason === 'passwordMissing' ? 'profile.currentPasswordRequired' : 'profile.currentPasswordWrong'));
    }
    const { change } = result;
    if (change?.changeToken) {
      await sendLinkMail(c, { kind: 'changeEmail', to: { name: input.name, email: input.email.toLowerCase() }, locale: input.lang, token: change.changeToken });
    }
    if (change) {
      await sendLinkMail(c, {
        kind: 'emailChangeNotice',
        to: { name: input.name, email: user.email },
        locale: input.lang,
        token: change.cancelToken,
        vars: { newEmail: input.email.toLowerCase() },
      });
    }
    refreshUserCookie(c, { name: result.profile.name, email: result.profile.email });
    const message = change ? t('profile.emailChangeSent', { email: input.email }) : t('profile.saved');
    return c.json({ data: { ...result.profile, message } }, 200);
  })
  .post('/password', jsonBody(passwordChangeSchema), async (c) => {
    const input = c.req.valid('json');
    const t = translator(input.lang);
    const { db, now } = c.var.deps;
    const result = await changePassword(db, {
      userId: c.var.user.id,
      currentToken: c.var.accessToken,
      oldPassword: input.old_password,
      newPassword: input.password,
      now: now(),
    });
    if (!result.ok) throw fieldError('old_password', t('profile.oldPasswordWrong'));
    return c.json({ data: { message: t('profile.passwordChanged') } }, 200);
  })
  .post('/wishlist/get', jsonBody(profileWishlistGetSchema), async (c) => {
    return c.json({ data: { wishlist_product_ids: await getWishlistIds(c.var.deps.db, { userId: c.var.user.id }) } }, 200);
  })
  .post('/wishlist/update', jsonBody(profileWishlistUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.var.deps;
    const ids = await toggleWishlistProduct(db, { userId: c.var.user.id, productId: input.product_id, now: now() });
    if (!ids) throw new HttpError(404, translator(input.lang ?? requestLocale(c))('cart.productNotFound'));
    return c.json({ data: { wishlist_product_ids: ids } }, 200);
  })
  .post('/wishlist/sync', jsonBody(profileWishlistSyncSchema, { messageVars: () => ({ max: maxWishlistIds }) }), async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.var.deps;
    const ids = await syncWishlist(db, { userId: c.var.user.id, productIds: input.wishlist, now: now() });
    return c.json({ data: { wishlist_product_ids: ids } }, 200);
  })
  .post('/orders', jsonBody(ordersListSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json({ data: await listUserOrders(c.var.deps.db, { userId: c.var.user.id, page: input.page }) }, 200);
  })
  .post('/orders/get', jsonBody(orderGetSchema), async (c) => {
    const input = c.req.valid('json');
    // Another account's order is as unknown as one that does not exist.
    const order = await getUserOrder(c.var.deps.db, { userId: c.var.user.id, number: input.number, locale: input.lang });
    if (!order) throw new HttpError(404, translator(input.lang)('profile.orderNotFound'));
    return c.json({ data: order }, 200);
  });

export const profileApi = new Hono<AppEnv>()
  // The link in the mail is the proof here: it may be opened in a browser that is not signed in.
  .post('/email-confirm', jsonBody(tokenSchema), async (c) => {
    const { lang, token } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const result = await confirmEmailChange(db, { token, now: now() });
    if (!result.ok) throw linkError(lang, result.problem);
    // Opened where the same account is signed in: the next page greets it at the new address.
    const session = await sessionOf(c);
    if (session?.id === result.userId) refreshUserCookie(c, { name: session.name, email: result.email });
    return c.json({ data: { email: result.email, message: translator(lang)('profile.emailChanged', { email: result.email }) } }, 200);
  })
  // The link in the notice to the old address: no session needed, the mailbox is the proof.
  .post('/email-change/cancel', jsonBody(tokenSchema), async (c) => {
    const { lang, token } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const result = await cancelEmailChange(db, { token, now: now() });
    if (!result.ok) throw linkError(lang, result.problem);
    // Every session of the account has ended: a browser signed in to it is signed out here too.
    if (!(await sessionOf(c))) clearSessionCookies(c);
    return c.json({ data: { email: result.email, message: translator(lang)('profile.emailChangeCancelled', { email: result.email }) } }, 200);
  })
  .route('/', account);
