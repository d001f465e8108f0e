import { describe, expect, it } from 'vitest';
import { hasFilters, listingSearch, noFilters, readListingQuery } from './listing-url.ts';

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
