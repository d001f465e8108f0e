import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price-display.ts';

describe('price display rules', () => {
  it('shows the price alone when there is no old or special price', () => {
    expect(priceDisplay({ price: '1299.00', old_price: '0.00', special: null })).toEqual({ current: 1299, old: null });
  });
  it('strikes the old price through when it is above the price', () => {
    expect(priceDisplay({ price: '999.00', old_price: '1299.00', special: null })).toEqual({ current: 999, old: 1299 });
  });
  it('treats a price of 0.00 as absent and shows the old price instead', () => {
    expect(priceDisplay({ price: '0.00', old_price: '1299.00', special: null })).toEqual({ current: 1299, old: null });
  });
  it('hides an old price of 0.00', () => {
    expect(priceDisplay({ price: '500.00', old_price: '0.00', special: null }).old).toBeNull();
  });
  it('shows a special price as current with the price struck through', () => {
    expect(priceDisplay({ price: '1000.00', old_price: '0.00', special: '850.00' })).toEqual({ current: 850, old: 1000 });
  });
});
