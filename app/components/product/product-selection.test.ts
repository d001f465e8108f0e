import { describe, expect, it } from 'vitest';
import type { ProductOptionView, ProductPageView } from '../../../common/catalog.ts';
import { imagesFor, resolveSelection, stockState } from './product-selection.ts';
import { sizeChartKind } from './size-charts.ts';
import { plainText, productJsonLd } from './product-json-ld.ts';

const olive = { id: 1, slug: 'olive', name: 'Олива', hex: '#5b6330' };
const black = { id: 2, slug: 'black', name: 'Чорний', hex: '#1e1f21' };
const m = { id: 10, slug: 'm', name: 'M' };
const l = { id: 11, slug: 'l', name: 'L' };

function option(id: number, color: typeof olive, size: typeof m, stock: number, price = '1000.00'): ProductOptionView {
  return { id, color, size, stock, in_stock: stock > 0, price, old_price: '0.00', special: null };
}

const variants = {
  colors: [olive, black],
  sizes: [m, l],
  options: [option(1, olive, m, 0), option(2, olive, l, 2), option(3, black, m, 0), option(4, black, l, 0, '1100.00')],
};

const params = (query: string) => new URLSearchParams(query);

describe('resolveSelection', () => {
  it('takes the first colour on sale and waits for a size', () => {
    const selection = resolveSelection(variants, params(''));
    expect(selection.color).toBe(olive);
    expect(selection.size).toBeNull();
    expect(selection.needsSize).toBe(true);
    expect(selection.option).toBeNull();
    expect(stockState(selection)).toEqual({ kind: 'in' });
  });

  it('finds the option of a colour and size, and says when few are left', () => {
    const selection = resolveSelection(variants, params('color=olive&size=l'));
    expect(selection.option?.id).toBe(2);
    expect(stockState(selection)).toEqual({ kind: 'low', count: 2 });
  });

  it('ignores a size sold out in the chosen colour, and unknown values', () => {
    expect(resolveSelection(variants, params('color=olive&size=m')).size).toBeNull();
    expect(resolveSelection(variants, params('color=pink&size=xxl'))).toMatchObject({ color: olive, size: null });
  });

  it('reports a colour that is sold out everywhere as out of stock', () => {
    expect(stockState(resolveSelection(variants, params('color=black')))).toEqual({ kind: 'out' });
  });

  it('needs no choice for a product with one size and no colours', () => {
    const single = { colors: [], sizes: [m], options: [{ ...option(9, olive, m, 5), color: null }] };
    const selection = resolveSelection(single, params(''));
    expect(selection).toMatchObject({ size: m, needsSize: false });
    expect(selection.option?.id).toBe(9);
  });
});

describe('imagesFor', () => {
  const images = [
    { path: 'a', width: 1, height: 1, colorValueId: 1, alt: '' },
    { path: 'b', width: 1, height: 1, colorValueId: 2, alt: '' },
    { path: 'c', width: 1, height: 1, colorValueId: null, alt: '' },
  ];
  it("puts the chosen colour's pictures first and keeps the others", () => {
    expect(imagesFor(images, black).map((image) => image.path)).toEqual(['b', 'a', 'c']);
    expect(imagesFor(images, { ...black, id: 7 }).map((image) => image.path)).toEqual(['a', 'b', 'c']);
    expect(imagesFor(images, null)).toBe(images);
  });
});

describe('sizeChartKind', () => {
  const trail = (path: string) => [{ id: 1, name: '', path, image: null }];
  it('picks the chart by sizes and category', () => {
    expect(sizeChartKind([{ id: 1, slug: '42', name: '42' }], trail('/cherevyky'))).toBe('boots');
    expect(sizeChartKind([m, l], trail('/rukavychky'))).toBe('gloves');
    expect(sizeChartKind([m, l], trail('/sholomy'))).toBe('helmets');
    expect(sizeChartKind([m, l], trail('/bronezhylety'))).toBe('clothing');
    expect(sizeChartKind([{ id: 3, slug: 'one-size', name: 'One size' }], trail('/namety'))).toBeNull();
  });
});

describe('productJsonLd', () => {
  const product = {
    card: { id: 1, name: 'Tent', path: '/namety/tent', image: null, price: '1000.00', old_price: '0.00', special: null, currency: 'UAH', prices: {}, in_stock: true, colors: 0 },
    sku: 'NAM-1',
    brand: null,
    description: '<p>Dry &amp; warm</p>\n<p>Light</p>',
    images: [{ path: 'products/tent.svg', width: 1200, height: 1200, colorValueId: null }],
    options: variants.options,
    reviewSummary: { average: 4.5, count: 2 },
  } as unknown as ProductPageView;

  it('offers a price range in UAH when options differ, with the rating', () => {
    const data = productJsonLd(product, { origin: 'https://tabir.ua', locale: 'en' });
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'UAH',
      lowPrice: '1000.00',
      highPrice: '1100.00',
      availability: 'https://schema.org/InStock',
      url: 'https://tabir.ua/en/namety/tent',
    });
    expect(data.image).toEqual(['https://tabir.ua/media/1200/products/tent.svg?format=jpeg']);
    expect(data.description).toBe('Dry & warm Light');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(data).not.toHaveProperty('brand');
  });

  it('gives one Offer with the effective price, and no rating without reviews', () => {
    const sale = [{ ...option(1, olive, m, 0, '1000.00'), special: '900.00' }];
    const data = productJsonLd({ ...product, options: sale, reviewSummary: { average: null, count: 0 } }, { origin: '', locale: 'uk' });
    expect(data.offers).toEqual({ '@type': 'Offer', priceCurrency: 'UAH', price: '900.00', availability: 'https://schema.org/OutOfStock', url: '/namety/tent' });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('turns HTML into plain text', () => {
    expect(plainText('<ul><li>A&nbsp;B</li><li>C&quot;</li></ul>')).toBe('A B C"');
  });
});
