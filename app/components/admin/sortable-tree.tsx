import { closestCenter, DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useRevalidator } from 'react-router';
import { findInTree, moveInTree, orderOfTree, placeAmongSiblings, possibleMoves, type MenuMove, type OrderNode, type TreeNode } from '../../../common/menu-tree.ts';
import { iconButtonClass } from './admin-format.ts';

// Layout effects only run in the browser; the server renders the tree as it is.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Items move only up and down their list. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const moves: { move: MenuMove; symbol: string; label: string }[] = [
  { move: 'up', symbol: '↑', label: 'moveUp' },
  { move: 'down', symbol: '↓', label: 'moveDown' },
  { move: 'indent', symbol: '→', label: 'indent' },
  { move: 'outdent', symbol: '←', label: 'outdent' },
];

const treeLinkBaseClass = 'inline-flex min-h-11 items-center rounded px-2 font-medium underline hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 md:min-h-9';
export const treeLinkClass = `${treeLinkBaseClass} text-stone-900`;
export const treeDeleteLinkClass = `${treeLinkBaseClass} text-red-800`;

/** What the page's action answers a saved or refused order with. */
export interface TreeOrderAnswer {
  intent: string;
  message: string;
  errors?: Record<string, string[]>;
}

export interface SortableTreeProps<T extends TreeNode<T>> {
  /** The tree as the server last gave it. */
  tree: T[];
  maxDepth: number;
  /** Names this tree's drag contexts and its order fetcher ("menu-1", "categories"). */
  id: string;
  /**
   * The catalogue namespace of the tree's texts: moveUp, moveDown, indent, outdent, drag and
   * placed ({name}, {position}, {count}, {level}), and dnd.start, over, outside, end, cancel,
   * instructions and role.
   */
  messages: string;
  nameOf: (node: T) => string;
  /** The form fields and the action that save a whole order (intent "order"). */
  orderForm: (order: OrderNode[]) => { fields: Record<string, string>; action: string };
  /** What a row shows after its drag handle: the item's names and details. */
  details: (node: T) => ReactNode;
  /** What a row shows after its move buttons: links to edit, add, delete. */
  links: (node: T, level: number) => ReactNode;
  /** Shown when the tree has no item. */
  empty: ReactNode;
}

interface TreeActions<T extends TreeNode<T>> extends Omit<SortableTreeProps<T>, 'tree' | 'orderForm' | 'empty'> {
  items: T[];
  move: (id: number, move: MenuMove) => void;
  place: (id: number, overId: number) => void;
  /** Where dnd-kit's hidden live regions go: inside the page's main landmark. */
  liveRegions: Element | undefined;
}

/**
 * An ordered tree as nested lists. Each item moves with buttons (up, down, in, out) or by dragging
 * its handle, with a pointer or the keyboard, among the items of its own list; every step is
 * announced. Every change sends the whole tree to the page's action at once; changes made while
 * one is on its way follow it in order, so the last one the editor made is the one saved.
 */
export function SortableTree<T extends TreeNode<T>>({ tree, orderForm, empty, ...shared }: SortableTreeProps<T>) {
  const { t } = useTranslation();
  const fetcher = useFetcher<TreeOrderAnswer>({ key: `${shared.id}-order` });
  const revalidator = useRevalidator();
  const [items, setItems] = useState(tree);
  const [announcement, setAnnouncement] = useState('');
  const [liveRegions, setLiveRegions] = useState<Element | undefined>();
  const unsent = useRef<T[] | null>(null);
  const focusAfter = useRef<{ id: number; move: MenuMove } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const failed = fetcher.state === 'idle' && fetcher.data?.intent === 'order' && fetcher.data.errors !== undefined;
  const liveRegionsRef = useCallback((node: HTMLDivElement | null) => setLiveRegions(node ?? undefined), []);

  // The server's tree whenever the page reads it again and no change is on its way (after a
  // refusal too: the tree goes back). Taken while rendering, so the page never shows a stale tree.
  const [shown, setShown] = useState(tree);
  if (shown !== tree && fetcher.state === 'idle' && unsent.current === null) {
    setShown(tree);
    setItems(tree);
  }

  useEffect(() => {
    if (fetcher.state !== 'idle' || unsent.current === null) return;
    const next = unsent.current;
    unsent.current = null;
    const { fields, action } = orderForm(orderOfTree(next));
    fetcher.submit({ intent: 'order', ...fields }, { method: 'post', action });
  }, [fetcher, fetcher.state, items, orderForm]);

  // A refusal: the tree may have changed under the editor, so it is read again (once per answer).
  const refusal = failed ? fetcher.data : undefined;
  useEffect(() => {
    if (refusal) void revalidator.revalidate();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- once per refusal
  }, [refusal]);

  // A moved item keeps the focus on the same button, or on its handle once that move is no longer possible.
  useBrowserLayoutEffect(() => {
    const after = focusAfter.current;
    if (!after) return;
    focusAfter.current = null;
    const row = list.current?.querySelector(`[data-item="${after.id}"]`);
    (row?.querySelector<HTMLElement>(`[data-move="${after.move}"]:not([disabled])`) ?? row?.querySelector<HTMLElement>('[data-drag]'))?.focus();
  }, [items]);

  function change(next: T[], id: number) {
    setItems(next);
    unsent.current = next;
    const place = findInTree(next, id);
    if (place) setAnnouncement(t(`${shared.messages}.placed`, { name: shared.nameOf(place.node), position: place.index + 1, count: place.count, level: place.level }));
  }

  const actions: TreeActions<T> = {
    ...shared,
    items,
    liveRegions,
    move(id, how) {
      const next = moveInTree(items, id, how, shared.maxDepth);
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
      {items.length === 0 ? empty : <SiblingList siblings={items} parentId={null} level={1} actions={actions} />}
    </div>
  );
}

/** One list of items under the same parent: its own drag and drop, so an item is dropped among its siblings. */
function SiblingList<T extends TreeNode<T>>({ siblings, parentId, level, actions }: { siblings: T[]; parentId: number | null; level: number; actions: TreeActions<T> }) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const { messages } = actions;
  const nameOf = (id: UniqueIdentifier) => {
    const node = siblings.find((item) => item.id === Number(id));
    return node ? actions.nameOf(node) : '';
  };
  const positionOf = (id: UniqueIdentifier) => siblings.findIndex((item) => item.id === Number(id)) + 1;
  const count = siblings.length;
  // Where the item was last said to be: the drag starts over the item itself, which must not
  // replace the announcement that it was picked up.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t(`${messages}.dnd.start`, { name: nameOf(active.id), position: positionOf(active.id), count });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? t(`${messages}.dnd.over`, { name: nameOf(active.id), position: positionOf(over.id), count }) : t(`${messages}.dnd.outside`, { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) => (over ? t(`${messages}.dnd.end`, { name: nameOf(active.id), position: positionOf(over.id), count }) : t(`${messages}.dnd.cancel`, { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t(`${messages}.dnd.cancel`, { name: nameOf(active.id) }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) actions.place(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      id={`${actions.id}-list-${parentId ?? 'top'}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      // Measured before a drag starts, so an arrow key pressed right after picking an item up moves it.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t(`${messages}.dnd.instructions`) }, container: actions.liveRegions }}
      onDragEnd={dropped}
    >
      <SortableContext items={siblings.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul data-level={level} className={level === 1 ? 'space-y-2' : 'mt-2 space-y-2 border-l-2 border-stone-300 pl-3 sm:pl-6'}>
          {siblings.map((item) => (
            <TreeRow key={item.id} item={item} level={level} actions={actions} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function TreeRow<T extends TreeNode<T>>({ item, level, actions }: { item: T; level: number; actions: TreeActions<T> }) {
  const { t } = useTranslation();
  const { messages } = actions;
  const name = actions.nameOf(item);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, attributes: { roleDescription: t(`${messages}.dnd.role`) } });
  const possible = possibleMoves(actions.items, item.id, actions.maxDepth);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'relative z-10 opacity-80' : undefined}>
      <div data-item={item.id} className="flex flex-wrap items-center gap-2 rounded border border-stone-300 bg-stone-50 p-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          data-drag=""
          {...attributes}
          {...listeners}
          aria-label={t(`${messages}.drag`, { name })}
          className={`${iconButtonClass} cursor-grab touch-none`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="min-w-0 flex-1 basis-48">{actions.details(item)}</div>
        <div className="flex flex-wrap items-center gap-1">
          {moves.map(({ move, symbol, label }) => (
            <button key={move} type="button" data-move={move} disabled={!possible[move]} onClick={() => actions.move(item.id, move)} aria-label={t(`${messages}.${label}`, { name })} className={iconButtonClass}>
              <span aria-hidden="true">{symbol}</span>
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-1">{actions.links(item, level)}</div>
      </div>
      {item.children.length > 0 && <SiblingList siblings={item.children} parentId={item.id} level={level + 1} actions={actions} />}
    </li>
  );
}
