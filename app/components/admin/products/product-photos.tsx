import { closestCenter, DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffProductImage } from '../../../../common/admin-products.ts';
import { locales } from '../../../../common/locales.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { adminInputClass as inputClass, iconButtonClass, secondaryButtonClass } from '../admin-format.ts';
import { describedBy, FieldErrorText, fieldId, type FieldMessages } from '../field-messages.tsx';
import type { UploadLimits } from '../../../../common/admin-media.ts';
import { uploadPictures } from '../upload-pictures.ts';

/** A photo in the editor: `key` tells rows apart while they move (a path may come back after removal). */
type Photo = Omit<StaffProductImage, 'width' | 'height'> & { key: string };

/**
 * The product's photos: dropped or chosen files are uploaded at once (many at a time), then
 * ordered by dragging or with buttons, given alt text in both languages and a colour. The first
 * photo of a colour is that colour's main one; the first of all is the product's. The list goes
 * with the form as `images.N.*` fields, so saving the product saves it.
 */
export function ProductPhotos({ initial, colors, errors, limits }: { initial: StaffProductImage[]; colors: { id: number; name: string }[]; errors: FieldMessages; limits: UploadLimits }) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<Photo[]>(() => initial.map(({ path, color_value_id, alt }, index) => ({ key: `${index}-${path}`, path, color_value_id, alt })));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const counter = useRef(0);
  const inputId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  async function add(files: File[]) {
    if (files.length === 0 || busy) return;
    setBusy(true);
    setProblems([]);
    setStatus(t('adminProducts.photos.uploading', { count: files.length }));
    const result = await uploadPictures(files, limits, t);
    setPhotos((list) => [
      ...list,
      ...result.stored.filter((file) => !list.some((photo) => photo.path === file.path)).map((file) => ({ key: `new-${(counter.current += 1)}`, path: file.path, color_value_id: null, alt: { uk: '', en: '' } })),
    ]);
    setProblems(result.problems);
    setStatus(t('adminProducts.photos.uploaded', { count: result.stored.length }));
    setBusy(false);
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    setPhotos((list) => arrayMove(list, from, to));
    setStatus(t('adminProducts.photos.placed', { position: to + 1, count: photos.length }));
  };
  const update = (index: number, change: Partial<Photo>) => setPhotos((list) => list.map((photo, at) => (at === index ? { ...photo, ...change } : photo)));
  /** Before every other photo of its colour: the colour's main photo. */
  const firstOfColour = (photo: Photo) => photos.findIndex((other) => other.color_value_id === photo.color_value_id);

  const positionOf = (id: UniqueIdentifier) => photos.findIndex((photo) => photo.key === id) + 1;
  // The drag starts over the photo itself: that is no move to announce over "picked up".
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('adminProducts.photos.dnd.start', { position: positionOf(active.id), count: photos.length });
    },
    onDragOver: ({ over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? t('adminProducts.photos.dnd.over', { position: positionOf(over.id), count: photos.length }) : undefined;
    },
    onDragEnd: ({ over }) => (over ? t('adminProducts.photos.dnd.end', { position: positionOf(over.id), count: photos.length }) : t('adminProducts.photos.dnd.cancel')),
    onDragCancel: () => t('adminProducts.photos.dnd.cancel'),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="space-y-3 rounded border border-stone-300 p-4">
      <legend className="px-1 text-lg font-semibold">{t('adminProducts.groups.photos')}</legend>
      <input type="hidden" name="image_rows" value={photos.length} />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        data-drop-zone=""
        className={`rounded border-2 border-dashed p-4 ${dragOver ? 'border-amber-600 bg-amber-50' : 'border-stone-400'}`}
      >
        <label htmlFor={inputId} className="mb-1 block font-medium">
          {t('adminProducts.photos.add')}
        </label>
        <p id={`${inputId}-hint`} className="mb-2 text-sm text-stone-700">
          {t('adminProducts.photos.hint')} {t('adminMedia.hint', { max: limits.maxMegabytes, pixels: limits.maxMegapixels, files: limits.filesPerUpload })}
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void add(files);
          }}
          className="block min-h-11"
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {status}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="list-disc rounded border border-red-700 bg-red-50 p-3 pl-8 text-red-900">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <FieldErrorText id="product-images" errors={errors?.images} />
      {photos.length === 0 ? (
        <p>{t('adminProducts.photos.none')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          // Measured before a drag starts, so an arrow key pressed right after picking a photo up moves it.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('adminProducts.photos.dnd.instructions') } }}
          onDragEnd={dropped}
        >
          <SortableContext items={photos.map((photo) => photo.key)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3">
              {photos.map((photo, index) => (
                <PhotoRow
                  key={photo.key}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  colors={colors}
                  errors={errors}
                  isMain={firstOfColour(photo) === index}
                  onMove={(to) => move(index, to)}
                  onMain={() => move(index, firstOfColour(photo))}
                  onChange={(change) => update(index, change)}
                  onRemove={() => {
                    setPhotos((list) => list.filter((_, at) => at !== index));
                    setStatus(t('adminProducts.photos.removed', { position: index + 1 }));
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </fieldset>
  );
}

interface PhotoRowProps {
  photo: Photo;
  index: number;
  count: number;
  colors: { id: number; name: string }[];
  errors: FieldMessages;
  isMain: boolean;
  onMove: (to: number) => void;
  onMain: () => void;
  onChange: (change: Partial<Photo>) => void;
  onRemove: () => void;
}

function PhotoRow({ photo, index, count, colors, errors, isMain, onMove, onMain, onChange, onRemove }: PhotoRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.key, attributes: { roleDescription: t('adminProducts.photos.dnd.role') } });
  const name = (field: string) => `images.${index}.${field}`;
  const position = { position: index + 1, count };
  const colour = colors.find((color) => color.id === photo.color_value_id)?.name;
  const colourId = fieldId(name('color_value_id'), 'product');
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'relative z-10 opacity-80' : undefined}>
      <fieldset className="rounded border border-stone-200 bg-white p-3">
        <legend className="font-medium">
          {t('adminProducts.photos.photo', position)}
          {index === 0 ? ` — ${t('adminProducts.photos.mainOfProduct')}` : isMain && colour ? ` — ${t('adminProducts.photos.mainOfColour', { colour })}` : ''}
        </legend>
        <input type="hidden" name={name('path')} value={photo.path} />
        <div className="flex flex-wrap gap-3">
          <img src={mediaUrl(photo.path, 120)} width={120} height={120} alt={t('adminProducts.photos.preview', position)} className="size-30 rounded bg-stone-100 object-contain" />
          <div className="grid min-w-64 flex-1 gap-2 md:grid-cols-3">
            {locales.map((locale) => {
              const id = fieldId(name(`alt.${locale}`), 'product');
              return (
                <div key={locale}>
                  <label htmlFor={id} className="mb-1 block text-sm">
                    {t('adminProducts.inLanguage', { label: t('adminProducts.photos.alt'), language: t(`adminProducts.languages.${locale}`) })}
                  </label>
                  <input
                    id={id}
                    type="text"
                    name={name(`alt.${locale}`)}
                    value={photo.alt[locale]}
                    onChange={(event) => onChange({ alt: { ...photo.alt, [locale]: event.currentTarget.value } })}
                    className={inputClass}
                    {...describedBy(id, errors?.[name(`alt.${locale}`)])}
                  />
                  <FieldErrorText id={id} errors={errors?.[name(`alt.${locale}`)]} />
                </div>
              );
            })}
            <div>
              <label htmlFor={colourId} className="mb-1 block text-sm">
                {t('adminProducts.photos.colour')}
              </label>
              <select
                id={colourId}
                name={name('color_value_id')}
                value={photo.color_value_id ?? ''}
                onChange={(event) => onChange({ color_value_id: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
                className={inputClass}
                {...describedBy(colourId, errors?.[name('color_value_id')])}
              >
                <option value="">{t('adminProducts.photos.anyColour')}</option>
                {colors.map((color) => (
                  <option key={color.id} value={color.id}>
                    {color.name}
                  </option>
                ))}
              </select>
              <FieldErrorText id={colourId} errors={errors?.[name('color_value_id')]} />
            </div>
          </div>
        </div>
        <FieldErrorText id={fieldId(name('path'), 'product')} errors={errors?.[name('path')]} />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('adminProducts.photos.drag', position)} className={`${iconButtonClass} cursor-grab touch-none`}>
            ⠿
          </button>
          <button type="button" aria-label={t('adminProducts.photos.up', position)} disabled={index === 0} onClick={() => onMove(index - 1)} className={iconButtonClass}>
            ↑
          </button>
          <button type="button" aria-label={t('adminProducts.photos.down', position)} disabled={index === count - 1} onClick={() => onMove(index + 1)} className={iconButtonClass}>
            ↓
          </button>
          {photo.color_value_id !== null && !isMain && (
            <button type="button" onClick={onMain} className={secondaryButtonClass}>
              {t('adminProducts.photos.makeMain', { colour })}
            </button>
          )}
          <button type="button" onClick={onRemove} className={secondaryButtonClass}>
            {t('adminProducts.photos.remove', position)}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
