import { describe, expect, it } from 'vitest';
import { checkoutCatalogues } from '../app/locales/checkout/index.ts';
import { mailCatalogues } from '../app/locales/mail/index.ts';
import { adminCatalogues } from '../app/locales/admin/index.ts';
import { adminOrdersCatalogues } from '../app/locales/admin-orders/index.ts';
import { orderMailCatalogues } from '../app/locales/order-mail/index.ts';
import { adminShippingCatalogues } from '../app/locales/admin-shipping/index.ts';
import { parcelCatalogues } from '../app/locales/parcel/index.ts';
import { adminCustomersCatalogues } from '../app/locales/admin-customers/index.ts';
import { coreCatalogues } from '../app/locales/core.ts';
import { translator } from './i18n.ts';

const core = coreCatalogues;

/** Every message's path, plural forms counted once ("cart.items_few" → "cart.items"). */
function paths(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (value && typeof value === 'object') for (const inner of paths(value as Record<string, unknown>, `${path}.`)) found.add(inner);
    else found.add(path);
  }
  return found;
}

describe('the message catalogues', () => {
  it.each([
    ['core', core],
    ['checkout', checkoutCatalogues],
    ['mail', mailCatalogues],
    ['admin', adminCatalogues],
    ['admin-orders', adminOrdersCatalogues],
    ['order-mail', orderMailCatalogues],
    ['admin-shipping', adminShippingCatalogues],
    ['parcel', parcelCatalogues],
    ['admin-customers', adminCustomersCatalogues],
  ])('%s has the same messages in Ukrainian and English', (_name, catalogues) => {
    expect([...paths(catalogues.en)].sort()).toEqual([...paths(catalogues.uk)].sort());
  });

  it('keeps each namespace in one catalogue only', () => {
    const namespaces = [core.uk, checkoutCatalogues.uk, mailCatalogues.uk, adminCatalogues.uk, adminOrdersCatalogues.uk, orderMailCatalogues.uk, adminShippingCatalogues.uk, parcelCatalogues.uk, adminCustomersCatalogues.uk].flatMap((catalogue) => Object.keys(catalogue));
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it('gives the server the catalogues added later too', () => {
    expect(translator('en')('checkoutMethods.payment.cash')).toBe('Cash on delivery');
    expect(translator('uk')('orderMail.goods')).toBe('Товари');
  });
});
