// Schemas and answer shapes of the account calls, shared by the API and the forms (zod/mini).
import { z } from 'zod/mini';
import { emailField, langField, orderNumberPattern, recaptchaField, required } from './validation.ts';
import { idField, maxWishlistIds } from './cart.ts';
import type { ParcelView } from './parcel.ts';
import { nameField, newPasswordFields, passwordsMatch } from './auth.ts';

/** A token from an e-mail link: URL-safe base64 of 32 bytes. */
export const emailLinkToken = z.string({ message: 'validations.required' }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'auth.tokenInvalid'));

export const passwordResetSchema = z.object({ lang: langField, email: emailField, recaptcha_token: recaptchaField });

export const resendConfirmationSchema = z.object({ lang: langField, email: emailField, recaptcha_token: recaptchaField });

export const tokenSchema = z.object({ lang: langField, token: emailLinkToken });

export const newPasswordSchema = z.object({ lang: langField, token: emailLinkToken, ...newPasswordFields }).check(passwordsMatch);

export const profileGetSchema = z.object({ lang: langField });

/** The current password is asked only when the address changes (the server checks it then). */
export const profileUpdateSchema = z.object({
  lang: langField,
  name: nameField,
  email: emailField,
  current_password: z.optional(z.string({ message: 'validations.required' }).check(z.maxLength(200, 'validations.maxLength'))),
});

export const passwordChangeSchema = z
  .object({
    lang: langField,
    old_password: z.string({ message: 'validations.required' }).check(required('validations.required'), z.maxLength(200, 'validations.maxLength')),
    ...newPasswordFields,
  })
  .check(passwordsMatch);

const productId = idField('cartValidation.productId');

export const profileWishlistUpdateSchema = z.object({ lang: z.optional(langField), product_id: productId });

export const profileWishlistSyncSchema = z.object({
  lang: z.optional(langField),
  wishlist: z.array(productId).check(z.maxLength(maxWishlistIds, 'validations.maxItems')),
});

export const profileWishlistGetSchema = z.object({ lang: z.optional(langField) });

export const ordersListSchema = z.object({
  lang: langField,
  page: z.optional(z.number().check(z.int('validations.invalid'), z.positive('validations.invalid'), z.maximum(10_000, 'validations.invalid'))),
});

export const orderGetSchema = z.object({
  lang: langField,
  number: z.string({ message: 'validations.required' }).check(z.regex(orderNumberPattern, 'validations.invalid')),
});

export const cartAttachSchema = z.object({
  lang: langField,
  cart_id: z.optional(z.uuid({ message: 'validations.invalid' })),
});

/** Who is signed in, as the header shows it (also the `user` cookie's content). */
export interface SessionUserView {
  name: string;
  email: string;
}

export interface ProfileView {
  name: string;
  email: string;
  /** An address waiting for confirmation through the link sent to it. */
  pending_email: string | null;
}

export type { OrderStatus } from './order-status.ts';
import type { OrderStatus } from './order-status.ts';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/** One order in the cabinet's list; amounts in UAH as decimal strings, with the currency the shopper saw. */
export interface OrderSummary {
  number: string;
  created_at: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total: string;
  currency_code: string;
  currency_rate: string;
  items_count: number;
}

export interface OrderLineView {
  product_id: number | null;
  name: string;
  option: string;
  image: string | null;
  sku: string;
  price: string;
  old_price: string | null;
  count: number;
  total: string;
}

export interface OrderView extends OrderSummary {
  customer: { name: string; email: string; phone: string };
  delivery: {
    region: 'ukraine' | 'international';
    method: string;
    /** The method's name in the page's language ("Нова пошта, у відділення"). */
    label: string;
    /** Where to: the city and the branch, or the address, one line each. */
    lines: string[];
    /** "At the carrier's rates" when the shopper pays the carrier on delivery (then `delivery_cost` is "0.00"). */
    note: string | null;
  };
  payment_method: string;
  payment_label: string;
  coupon: string | null;
  subtotal: string;
  discount: string;
  delivery_cost: string;
  comment: string | null;
  lines: OrderLineView[];
  /** The Nova Poshta parcel once it has a waybill (the buyer's cabinet only). */
  parcel?: ParcelView | null;
}

export interface OrdersPage {
  orders: OrderSummary[];
  pagination: { page: number; pages: number; total: number };
}

/** Why an e-mail link does not work: never issued (or already used), or out of date. */
export type LinkProblem = 'invalid' | 'expired';
