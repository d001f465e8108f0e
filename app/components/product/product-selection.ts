import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type {
  AttributeValueView,
  ColorValueView,
  ProductImageView,
  ProductOptionView,
  ProductPageView,
} from '../../../common/catalog.ts';

type Variants = Pick<ProductPageView, 'options' | 'sizes' | 'colors'>;

export interface Selection {
  color: ColorValueView | null;
  size: AttributeValueView | null;
  /** The option both choices point to; null while a choice is missing. */
  option: ProductOptionView | null;
  /** The options still possible with the chosen colour. */
  candidates: ProductOptionView[];
  /** The product has several sizes and none is chosen yet. */
  needsSize: boolean;
}

/** Whether a size can be bought in the chosen colour. */
export function sizeAvailable(candidates: ProductOptionView[], size: AttributeValueView): boolean {
  return candidates.some((option) => option.size?.id === size.id && option.in_stock);
}

export function colorAvailable(options: ProductOptionView[], color: ColorValueView): boolean {
  return options.some((option) => option.color?.id === color.id && option.in_stock);
}

/**
 * The choice the URL (`?color=olive&size=l`) describes. Without one, the first colour on sale is
 * taken and the size is left to the shopper unless there is only one; a size sold out in the
 * chosen colour counts as not chosen.
 */
export function resolveSelection({ options, sizes, colors }: Variants, params: URLSearchParams): Selection {
  const color =
    colors.find((value) => value.slug === params.get('color')) ?? colors.find((value) => colorAvailable(options, value)) ?? colors[0] ?? null;
  const candidates = color ? options.filter((option) => option.color?.id === color.id) : options;
  const asked = sizes.find((value) => value.slug === params.get('size'));
  const size = asked && sizeAvailable(candidates, asked) ? asked : sizes.length === 1 ? sizes[0]! : null;
  const complete = sizes.length === 0 || size !== null;
  const option = complete ? (candidates.find((candidate) => (candidate.size?.id ?? null) === (size?.id ?? null)) ?? null) : null;
  return { color, size, option, candidates, needsSize: !complete };
}

/** The chosen colour's pictures first, when it has any; the rest keep their order. */
export function imagesFor(images: ProductImageView[], color: ColorValueView | null): ProductImageView[] {
  if (!color || !images.some((image) => image.colorValueId === color.id)) return images;
  return [...images.filter((image) => image.colorValueId === color.id), ...images.filter((image) => image.colorValueId !== color.id)];
}

export type StockState = { kind: 'in' } | { kind: 'out' } | { kind: 'low'; count: number };

/** "Only N left" from this many units down. */
export const lowStockThreshold = 3;

export function stockState({ option, candidates }: Selection): StockState {
  if (option) {
    if (option.stock <= 0) return { kind: 'out' };
    return option.stock <= lowStockThreshold ? { kind: 'low', count: option.stock } : { kind: 'in' };
  }
  return candidates.some((candidate) => candidate.in_stock) ? { kind: 'in' } : { kind: 'out' };
}

/**
 * The selection kept in the URL, replaced rather than pushed so choosing does not fill the
 * history. It is held locally too: the radios must show the choice at once, not after the
 * router has committed the new URL. A size sold out in the new colour is dropped.
 */
export function useProductSelection(variants: Variants) {
  const [urlParams, setUrlParams] = useSearchParams();
  const urlKey = urlParams.toString();
  const [params, setParams] = useState(urlParams);
  const [seenUrl, setSeenUrl] = useState(urlKey);
  if (urlKey !== seenUrl) {
    // The URL changed from outside (a link, back or forward): it wins.
    setSeenUrl(urlKey);
    setParams(urlParams);
  }
  const choose = (change: { color?: string; size?: string }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) next.set(key, value);
    if (next.has('size') && resolveSelection(variants, next).size?.slug !== next.get('size')) next.delete('size');
    setParams(next);
    setUrlParams(next, { replace: true, preventScrollReset: true });
  };
  return { ...resolveSelection(variants, params), choose };
}
