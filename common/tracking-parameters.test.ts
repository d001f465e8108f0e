import { describe, expect, it } from 'vitest';
import { isTrackingParameter, withoutTrackingParameters } from './tracking-parameters.ts';

describe('tracking parameters', () => {
  it('knows campaign tags and click ids, and nothing the shop reads', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'utm_id', 'fbclid', 'gclid', 'msclkid', 'yclid', '_gl']) expect(isTrackingParameter(name)).toBe(true);
    for (const name of ['page', 'sort', 'size', 'color', 'query', 'price_min', 'utm', 'gclid2', 'fbclids']) expect(isTrackingParameter(name)).toBe(false);
  });

  it('drops them from a query string and keeps the rest in order', () => {
    expect(withoutTrackingParameters('?utm_source=telegram&size=m,l&fbclid=AbC&page=2&utm_medium=post')).toBe('?size=m%2Cl&page=2');
    expect(withoutTrackingParameters('?fbclid=AbC&utm_source=telegram')).toBe('');
    expect(withoutTrackingParameters('?gclid=1&gclid=2&query=%D0%BD%D0%B0%D0%BC%D0%B5%D1%82')).toBe('?query=%D0%BD%D0%B0%D0%BC%D0%B5%D1%82');
  });

  it('leaves a query string without them as it came', () => {
    for (const search of ['', '?size=m,l&page=2', '?query=utm_source', '?sort=price-asc&in_stock=1']) expect(withoutTrackingParameters(search)).toBe(search);
  });
});
