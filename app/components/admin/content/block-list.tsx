import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonTypes, contentBlockTypes, type StaffBlock } from '../../../../common/admin-content.ts';
import { locales } from '../../../../common/locales.ts';
import { adminInputClass as inputClass, secondaryButtonClass } from '../admin-format.ts';
import { describedBy, FieldErrorText, fieldId, type FieldMessages } from '../field-messages.tsx';
import { PictureField } from './picture-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type Keyed = { key: number; block: StaffBlock };

const emptyBlock = (type: StaffBlock['type']): StaffBlock => ({
  type,
  top_separator: 0,
  bottom_separator: 40,
  image: null,
  link: null,
  button_type: type === 'button' ? 'type_1' : null,
  translations: { uk: { title: '', body: '', button_text: '' }, en: { title: '', body: '', button_text: '' } },
});

/**
 * A landing's content blocks in order: add one of a type, move one up or down, remove one, and
 * edit each. The inputs are named by the block's place (`blocks.2.link`), so the order posted is
 * the order shown; moving a block moves focus with it.
 */
export function BlockList({ blocks, errors }: { blocks: StaffBlock[]; errors: FieldMessages }) {
  const { t } = useTranslation();
  const nextKey = useRef(blocks.length);
  const [items, setItems] = useState<Keyed[]>(() => blocks.map((block, key) => ({ key, block })));
  const [newType, setNewType] = useState<StaffBlock['type']>('text');
  const move = (index: number, by: -1 | 1) =>
    setItems((current) => {
      const moved = current[index];
      const other = current[index + by];
      // The buttons at the ends are disabled: there is always a neighbour to swap with.
      if (!moved || !other) return current;
      const next = [...current];
      [next[index], next[index + by]] = [other, moved];
      return next;
    });
  return (
    <fieldset className="space-y-3 rounded border border-stone-300 p-4">
      <legend className="px-1 text-lg font-semibold">{t('adminContent.groups.blocks')}</legend>
      <input type="hidden" name="block_count" value={items.length} />
      <FieldErrorText id="content-blocks" errors={errors?.blocks} />
      {items.length === 0 && <p>{t('adminContent.noBlocksYet')}</p>}
      <ol className="space-y-3">
        {items.map(({ key, block }, index) => (
          <li key={key} className="rounded border border-stone-200 p-3">
            <BlockFields index={index} block={block} errors={errors} />
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className={secondaryButtonClass} disabled={index === 0} onClick={() => move(index, -1)}>
                {t('adminContent.moveUp', { number: index + 1 })}
              </button>
              <button type="button" className={secondaryButtonClass} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                {t('adminContent.moveDown', { number: index + 1 })}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setItems((current) => current.filter((item) => item.key !== key))}>
                {t('adminContent.removeBlock', { number: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="content-new-block-type" className="mb-1 block font-medium">
            {t('adminContent.fields.type')}
          </label>
          <select id="content-new-block-type" value={newType} onChange={(event) => setNewType(event.target.value as StaffBlock['type'])} className={inputClass}>
            {contentBlockTypes.map((type) => (
              <option key={type} value={type}>
                {t(`adminContent.blockTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={secondaryButtonClass} onClick={() => setItems((current) => [...current, { key: nextKey.current++, block: emptyBlock(newType) }])}>
          {t('adminContent.addBlock')}
        </button>
      </div>
    </fieldset>
  );
}

function BlockFields({ index, block, errors }: { index: number; block: StaffBlock; errors: FieldMessages }) {
  const { t } = useTranslation();
  const [type, setType] = useState(block.type);
  const name = (field: string) => `blocks.${index}.${field}`;
  const props = (field: string) => {
    const id = fieldId(name(field), 'content');
    return { id, name: name(field), className: inputClass, ...describedBy(id, errors?.[name(field)]) };
  };
  const labelled = (field: string, label: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={fieldId(name(field), 'content')} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control}
      <FieldErrorText id={fieldId(name(field), 'content')} errors={errors?.[name(field)]} />
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('adminContent.block', { number: index + 1, type: t(`adminContent.blockTypes.${type}`) })}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {labelled(
          'type',
          t('adminContent.fields.type'),
          <select {...props('type')} value={type} onChange={(event) => setType(event.target.value as StaffBlock['type'])}>
            {contentBlockTypes.map((option) => (
              <option key={option} value={option}>
                {t(`adminContent.blockTypes.${option}`)}
              </option>
            ))}
          </select>,
        )}
        {labelled('top_separator', t('adminContent.fields.top_separator'), <input type="text" inputMode="numeric" defaultValue={block.top_separator} {...props('top_separator')} />)}
        {labelled('bottom_separator', t('adminContent.fields.bottom_separator'), <input type="text" inputMode="numeric" defaultValue={block.bottom_separator} {...props('bottom_separator')} />)}
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {type === 'image' ? (
          <PictureField name={name('image')} label={t('adminContent.fields.image')} defaultValue={block.image ?? ''} errors={errors?.[name('image')]} />
        ) : (
          <input type="hidden" name={name('image')} value={block.image ?? ''} />
        )}
        {(type === 'button' || type === 'products') &&
          labelled('link', t('adminContent.fields.link'), <input type="text" defaultValue={block.link ?? ''} autoComplete="off" {...props('link')} />)}
        {type === 'button' &&
          labelled(
            'button_type',
            t('adminContent.fields.button_type'),
            <select defaultValue={block.button_type ?? ''} {...props('button_type')}>
              <option value="">{t('adminContent.buttonTypes.none')}</option>
              {buttonTypes.map((option) => (
                <option key={option} value={option}>
                  {t(`adminContent.buttonTypes.${option}`)}
                </option>
              ))}
            </select>,
          )}
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {locales.map((locale) => {
          const inLanguage = (field: string) => t('adminContent.inLanguage', { label: t(`adminContent.fields.${field}`), language: t(`adminContent.languages.${locale}`) });
          const textName = (field: string) => name(`translations.${locale}.${field}`);
          const bodyErrors = errors?.[textName('body')];
          return (
            <div key={locale} className="space-y-3">
              {labelled(`translations.${locale}.title`, inLanguage('title'), <input type="text" defaultValue={block.translations[locale].title} {...props(`translations.${locale}.title`)} />)}
              {type === 'text' ? (
                <div>
                  <RichTextEditor
                    id={fieldId(textName('body'), 'content')}
                    name={textName('body')}
                    label={inLanguage('body')}
                    defaultValue={block.translations[locale].body}
                    invalid={Boolean(bodyErrors?.length)}
                    describedBy={bodyErrors?.length ? `${fieldId(textName('body'), 'content')}-error` : undefined}
                  />
                  <FieldErrorText id={fieldId(textName('body'), 'content')} errors={bodyErrors} />
                </div>
              ) : (
                <input type="hidden" name={textName('body')} value={block.translations[locale].body} />
              )}
              {type === 'button' &&
                labelled(`translations.${locale}.button_text`, inLanguage('button_text'), <input type="text" defaultValue={block.translations[locale].button_text} {...props(`translations.${locale}.button_text`)} />)}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
