import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useRevalidator } from 'react-router';
import type { StaffMenu, StaffMenuItem } from '../../../../common/admin-menus.ts';
import type { Locale } from '../../../../common/locales.ts';
import { maxMenuDepth } from '../../../../common/menu.ts';
import { findInTree, moveInTree, orderOfTree, placeAmongSiblings, possibleMoves, type MenuMove } from '../../../../common/menu-tree.ts';
import { buttonClass } from '../admin-format.ts';
import { menusHref, type MenuActionAnswer } from './menus-href.ts';

// Layout effects only run in the browser; the server renders the tree as it is.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Items move only up and down their list. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const moves: { move: MenuMove; symbol: string; label: string }[] = [
  { move: 'up', symbol: '↑', label: 'adminMenus.moveUp' },
  { move: 'down', symbol: '↓', label: 'adminMenus.moveDown' },
  { move: 'indent', symbol: '→', label: 'adminMenus.indent' },
  { move: 'outdent', symbol: '←', label: 'adminMenus.outdent' },
];

const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded border border-stone-400 bg-white text-lg font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:border-stone-200 disabled:text-stone-400 md:size-9';
const linkBaseClass = 'inline-flex min-h-11 items-center rounded px-2 font-medium underline hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 md:min-h-9';
const linkClass = `${linkBaseClass} text-stone-900`;
const deleteLinkClass = `${linkBaseClass} text-red-800`;

interface TreeActions {
  items: StaffMenuItem[];
  menuId: number;
  locale: Locale;
  move: (id: number, move: MenuMove) => void;
  place: (id: number, overId: number) => void;
  /** Where dnd-kit's hidden live regions go: inside the page's main landmark. */
  liveRegions: Element | undefined;
}

/**
 * A menu's items as nested lists. Each item moves with buttons (up, down, in, out) or by dragging
 * its handle, with a pointer or the keyboard, among the items of its own list. Every change sends
 * the whole tree to the page's action at once; changes made while one is on its way follow it in
 * order, so the last one the editor made is the one saved.
 */
export function MenuTree({ menu, locale }: { menu: StaffMenu; locale: Locale }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<MenuActionAnswer>({ key: `menu-order-${menu.id}` });
  const revalidator = useRevalidator();
  const [items, setItems] = useState(menu.items);
  const [announcement, setAnnouncement] = useState('');
  const [liveRegions, setLiveRegions] = useState<Element | undefined>();
  const unsent = useRef<StaffMenuItem[] | null>(null);
  const focusAfter = useRef<{ id: number; move: MenuMove } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const failed = fetcher.state === 'idle' && fetcher.data?.intent === 'order' && fetcher.data.errors !== undefined;
  const liveRegionsRef = useCallback((node: HTMLDivElement | null) => setLiveRegions(node ?? undefined), []);

  // The server's tree whenever the page reads it again and no change is on its way (after a
  // refusal too: the tree goes back). Taken while rendering, so the page never shows a stale tree.
  const [shown, setShown] = useState(menu.items);
  if (shown !== menu.items && fetcher.state === 'idle' && unsent.current === null) {
    setShown(menu.items);
    setItems(menu.items);
  }

  useEffect(() => {
    if (fetcher.state !== 'idle' || unsent.current === null) return;
    const tree = unsent.current;
    unsent.current = null;
    fetcher.submit({ intent: 'order', menu_id: String(menu.id), tree: JSON.stringify(orderOfTree(tree)) }, { method: 'post', action: '/admin/menus' });
  }, [fetcher, fetcher.state, items, menu.id]);

  // A refusal: the menu may have changed under the editor, so it is read again (once per answer).
  const refusal = failed ? fetcher.data : undefined;
  useEffect(() => {
    if (refusal) void revalidator.revalidate();
  }, [refusal]);

  // A moved item keeps the focus on the same button, or on its handle once that move is no longer possible.
  useBrowserLayoutEffect(() => {
    const after = focusAfter.current;
    if (!after) return;
    focusAfter.current = null;
    const row = list.current?.querySelector(`[data-item="${after.id}"]`);
    (row?.querySelector<HTMLElement>(`[data-move="${after.move}"]:not([disabled])`) ?? row?.querySelector<HTMLElement>('[data-drag]'))?.focus();
  }, [items]);

  function change(next: StaffMenuItem[], id: number) {
    setItems(next);
    unsent.current = next;
    const place = findInTree(next, id);
    if (place) setAnnouncement(t('adminMenus.placed', { name: place.node.name[locale], position: place.index + 1, count: place.count, level: place.level }));
  }

  const actions: TreeActions = {
    items,
    menuId: menu.id,
    locale,
    liveRegions,
    move(id, how) {
      const next = moveInTree(items, id, how);
      if (!next) return;
      focusAfter.current = { id, move: how };
      change(next, id);
    },
    place(id, overId) {
      const next = placeAmongSiblings(items, id, overId);
      if (next) change(next, id);
    },
  };

  return (
    <div ref={list}>
      <div ref={liveRegionsRef} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failed && (
        <p role="alert" className="mb-3 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {fetcher.data?.message}
        </p>
      )}
      <p className="mb-3">
        <Link to={menusHref(menu.id, { add: 'top' })} className={buttonClass}>
          {t('adminMenus.addTop')}
        </Link>
      </p>
      {items.length === 0 ? <p>{t('adminMenus.empty')}</p> : <SiblingList siblings={items} parentId={null} level={1} actions={actions} />}
    </div>
  );
}

/** One list of items under the same parent: its own drag and drop, so an item is dropped among its siblings. */
function SiblingList({ siblings, parentId, level, actions }: { siblings: StaffMenuItem[]; parentId: number | null; level: number; actions: TreeActions }) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const { locale } = actions;
  const nameOf = (id: UniqueIdentifier) => siblings.find((item) => item.id === Number(id))?.name[locale] ?? '';
  const positionOf = (id: UniqueIdentifier) => siblings.findIndex((item) => item.id === Number(id)) + 1;
  const count = siblings.length;
  // Where the item was last said to be: the drag starts over the item itself, which must not
  // replace the announcement that it was picked up.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('adminMenus.dnd.start', { name: nameOf(active.id), position: positionOf(active.id), count });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? t('adminMenus.dnd.over', { name: nameOf(active.id), position: positionOf(over.id), count }) : t('adminMenus.dnd.outside', { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) => (over ? t('adminMenus.dnd.end', { name: nameOf(active.id), position: positionOf(over.id), count }) : t('adminMenus.dnd.cancel', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('adminMenus.dnd.cancel', { name: nameOf(active.id) }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) actions.place(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      id={`menu-${actions.menuId}-list-${parentId ?? 'top'}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('adminMenus.dnd.instructions') }, container: actions.liveRegions }}
      onDragEnd={dropped}
    >
      <SortableContext items={siblings.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul data-level={level} className={level === 1 ? 'space-y-2' : 'mt-2 space-y-2 border-l-2 border-stone-300 pl-3 sm:pl-6'}>
          {siblings.map((item) => (
            <MenuItemRow key={item.id} item={item} level={level} actions={actions} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function MenuItemRow({ item, level, actions }: { item: StaffMenuItem; level: number; actions: TreeActions }) {
  const { t } = useTranslation();
  const { locale, menuId } = actions;
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  const name = item.name[locale];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, attributes: { roleDescription: t('adminMenus.dnd.role') } });
  const possible = possibleMoves(actions.items, item.id);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'relative z-10 opacity-80' : undefined}>
      <div data-item={item.id} className="flex flex-wrap items-center gap-2 rounded border border-stone-300 bg-stone-50 p-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          data-drag=""
          {...attributes}
          {...listeners}
          aria-label={t('adminMenus.drag', { name })}
          className={`${iconButtonClass} cursor-grab touch-none`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-semibold break-words">
            <span data-name="">{name}</span> <span className="font-normal text-stone-700">· <span lang={other}>{item.name[other]}</span></span>
          </p>
          <p className="text-sm break-all text-stone-700">{item.url}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {moves.map(({ move, symbol, label }) => (
            <button key={move} type="button" data-move={move} disabled={!possible[move]} onClick={() => actions.move(item.id, move)} aria-label={t(label, { name })} className={iconButtonClass}>
              <span aria-hidden="true">{symbol}</span>
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Link to={menusHref(menuId, { edit: item.id })} data-edit="" aria-label={t('adminMenus.edit', { name })} className={linkClass}>
            {t('adminMenus.editShort')}
          </Link>
          {level < maxMenuDepth ? (
            <Link to={menusHref(menuId, { add: item.id })} aria-label={t('adminMenus.addChild', { name })} className={linkClass}>
              {t('adminMenus.addChildShort')}
            </Link>
          ) : null}
          <Link to={menusHref(menuId, { delete: item.id })} aria-label={t('adminMenus.delete', { name })} className={deleteLinkClass}>
            {t('adminMenus.deleteShort')}
          </Link>
        </div>
      </div>
      {item.children.length > 0 && <SiblingList siblings={item.children} parentId={item.id} level={level + 1} actions={actions} />}
    </li>
  );
}
