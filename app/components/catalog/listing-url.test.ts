import { describe, expect, it } from 'vitest';
import { boundsInBase, hasFilters, listingSearch, noFilters, priceCurrencyOf, readListingQuery } from './listing-url.ts';

const read = (search: string) => readListingQuery(new URLSearchParams(search));

describe('readListingQuery', () => {
  it('reads comma-separated values, repeated parameters, prices, stock and sort', () => {
    expect(read('?size=m,l&size=xl&color=olive&price_min=1000&price_max=5000&in_stock=1&sort=price-asc&page=2')).toEqual({
      filters: { attributes: { size: ['m', 'l', 'xl'], color: ['olive'] }, priceMin: 1000, priceMax: 5000, inStock: true },
      sort: 'price-asc',
    });
  });

  it('reads what the seeded menus link to', () => {
    expect(read('?season=winter').filters.attributes).toEqual({ season: ['winter'] });
    expect(read('?brand=oberih').filters.attributes).toEqual({ brand: ['oberih'] });
  });

  it('drops what it cannot read instead of refusing the page', () => {
    expect(read('?sort=cheapest&price_min=abc&price_max=-5&in_stock=yes&size=M,,%20l%20,m&Bad_Code=x&color=<b>&utm_source=mail')).toEqual({
      filters: { attributes: { size: ['m', 'l'] }, priceMin: null, priceMax: null, inStock: false },
      sort: 'popular',
    });
    expect(read('?price_min=&price_max=')).toEqual({ filters: noFilters, sort: 'popular' });
    // Click ids look like filter codes, but an ad's link chooses no filter.
    expect(read('?fbclid=iwar0abc&gclid=cj0kcq&msclkid=abc&yclid=123&color=olive').filters.attributes).toEqual({ color: ['olive'] });
    expect(read('?price_min=1.5').filters.priceMin).toBeNull();
  });
});

describe('listingSearch', () => {
  it('writes a readable URL that reads back the same', () => {
    const query = { filters: { attributes: { size: ['m', 'l'], color: ['olive'] }, priceMin: 1000, priceMax: null, inStock: true }, sort: 'newest' as const };
    const search = listingSearch({ ...query, page: 3 });
    expect(search).toBe('?size=m,l&color=olive&price_min=1000&in_stock=1&sort=newest&page=3');
    expect(read(search)).toEqual(query);
  });

  it('leaves out defaults: no filters, popular, page 1', () => {
    expect(listingSearch({ filters: noFilters })).toBe('');
    expect(listingSearch({ filters: { ...noFilters, attributes: { size: [] } }, sort: 'popular', page: 1 })).toBe('');
    expect(hasFilters({ ...noFilters, attributes: { size: [] } })).toBe(false);
    expect(hasFilters({ ...noFilters, priceMax: 10 })).toBe(true);
  });
});

describe('price bounds typed in another currency', () => {
  it('names the currency of the bounds and turns them into hryvnias', () => {
    const search = new URLSearchParams('price_currency=usd&price_min=50&price_max=150&size=m');
    expect(priceCurrencyOf(search)).toBe('USD');
    expect(priceCurrencyOf(new URLSearchParams('price_min=50'))).toBeNull();
    const query = boundsInBase(readListingQuery(search), (amount, bound) => (bound === 'min' ? amount * 40 : amount * 40 + 1));
    expect(query.filters).toEqual({ attributes: { size: ['m'] }, priceMin: 2000, priceMax: 6001, inStock: false });
    expect(boundsInBase(read('?price_max=5'), () => Number.NaN).filters.priceMax).toBeNull();
  });
});
