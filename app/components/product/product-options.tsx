import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeValueView, ColorValueView, ProductOptionView } from '../../../common/catalog.ts';
import { colorAvailable, sizeAvailable, type Selection } from './product-selection.ts';

const chip =
  'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded border border-line bg-white px-3 text-sm font-semibold ' +
  'hover:border-olive-700 has-checked:border-olive-800 has-checked:bg-olive-100 has-checked:ring-2 has-checked:ring-olive-800 ' +
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-coyote';

/**
 * A native radio stretched, invisible, over its label: the platform gives arrow keys and form
 * semantics, and a click anywhere on the chip lands on the radio itself.
 */
export const overlayRadio = 'absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed';

function Group({ legend, aside, describedBy, children }: { legend: string; aside?: ReactNode; describedBy?: string; children: ReactNode }) {
  return (
    <fieldset className="mt-5" aria-describedby={describedBy}>
      {/* A floated legend lays out like any block, so the size guide can sit beside it. */}
      <legend className="float-left flex min-h-11 items-center text-sm font-bold uppercase tracking-wide">{legend}</legend>
      {aside && <div className="float-right">{aside}</div>}
      <div className="clear-both flex flex-wrap gap-2 pt-1">{children}</div>
    </fieldset>
  );
}

export function ColorChoice({
  colors,
  options,
  selected,
  onChoose,
}: {
  colors: ColorValueView[];
  options: ProductOptionView[];
  selected: ColorValueView | null;
  onChoose: (slug: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group legend={t('productPage.color')}>
      {colors.map((color) => {
        const available = colorAvailable(options, color);
        return (
          <label key={color.id} className={`${chip} ${available ? '' : 'text-muted'}`}>
            <input
              type="radio"
              name="color"
              value={color.slug}
              checked={selected?.id === color.id}
              onChange={() => onChoose(color.slug)}
              className={overlayRadio}
            />
            <span aria-hidden="true" className="size-5 shrink-0 rounded-full border border-ink/25" style={{ backgroundColor: color.hex ?? undefined }} />
            {color.name}
            {!available && <span className="sr-only">({t('productPage.colorOutOfStock')})</span>}
          </label>
        );
      })}
    </Group>
  );
}

export function SizeChoice({
  sizes,
  selection,
  onChoose,
  guide,
  promptId,
}: {
  sizes: AttributeValueView[];
  selection: Selection;
  onChoose: (slug: string) => void;
  /** The size-guide opener, shown beside the legend. */
  guide?: ReactNode;
  /** Id of the "choose a size" prompt, while it shows. */
  promptId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group legend={t('productPage.size')} aside={guide} describedBy={promptId}>
      {sizes.map((size) => {
        const available = sizeAvailable(selection.candidates, size);
        return (
          <label
            key={size.id}
            className={`${chip} min-w-12 justify-center has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-sand has-disabled:font-normal has-disabled:text-muted has-disabled:line-through`}
          >
            <input
              type="radio"
              name="size"
              value={size.slug}
              checked={selection.size?.id === size.id}
              disabled={!available}
              onChange={() => onChoose(size.slug)}
              className={overlayRadio}
            />
            {size.name}
            {!available && <span className="sr-only">({t('productPage.sizeOutOfStock')})</span>}
          </label>
        );
      })}
    </Group>
  );
}
