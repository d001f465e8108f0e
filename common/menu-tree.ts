// Moves within an ordered tree (a menu's items, the catalogue's categories), shared by the
// editors' buttons, their drag and drop, the servers' order checks and the tests. Pure: each
// returns a new tree (or null when the move cannot be made) and leaves the given one as it was.
// The deepest level defaults to a menu's; the category tree passes its own.
import { maxMenuDepth } from './menu.ts';

export interface TreeNode<T> {
  id: number;
  children: T[];
}

/** An item of the order call: its id and its items. */
export interface OrderNode {
  id: number;
  children: OrderNode[];
}

export type MenuMove = 'up' | 'down' | 'indent' | 'outdent';

export interface TreePlace<T> {
  node: T;
  /** The item it is nested in; null at the top. */
  parentId: number | null;
  index: number;
  /** How many items share its list, itself included. */
  count: number;
  /** 1 at the top. */
  level: number;
}

/** Levels an item takes with its items: 1 for an item without any. */
export function treeHeight<T extends TreeNode<T>>(node: T): number {
  return 1 + Math.max(0, ...node.children.map(treeHeight));
}

export function findInTree<T extends TreeNode<T>>(items: T[], id: number, parentId: number | null = null, level = 1): TreePlace<T> | null {
  for (const [index, node] of items.entries()) {
    if (node.id === id) return { node, parentId, index, count: items.length, level };
    const found = findInTree(node.children, id, node.id, level + 1);
    if (found) return found;
  }
  return null;
}

function withoutNode<T extends TreeNode<T>>(items: T[], id: number): T[] {
  return items.filter((node) => node.id !== id).map((node) => ({ ...node, children: withoutNode(node.children, id) }));
}

function insertNode<T extends TreeNode<T>>(items: T[], parentId: number | null, index: number, moved: T): T[] {
  if (parentId === null) return [...items.slice(0, index), moved, ...items.slice(index)];
  return items.map((node) => (node.id === parentId ? { ...node, children: insertNode(node.children, null, index, moved) } : { ...node, children: insertNode(node.children, parentId, index, moved) }));
}

/** Which of the four moves the item can make (an item nests at most `maxDepth` levels deep). */
export function possibleMoves<T extends TreeNode<T>>(items: T[], id: number, maxDepth = maxMenuDepth): Record<MenuMove, boolean> {
  const place = findInTree(items, id);
  if (!place) return { up: false, down: false, indent: false, outdent: false };
  return {
    up: place.index > 0,
    down: place.index < place.count - 1,
    indent: place.index > 0 && place.level + treeHeight(place.node) <= maxDepth,
    outdent: place.level > 1,
  };
}

/**
 * One step of an item with its own items: up or down among its siblings, in (the last item of
 * the sibling above it) or out (right after the item it was in).
 */
export function moveInTree<T extends TreeNode<T>>(items: T[], id: number, move: MenuMove, maxDepth = maxMenuDepth): T[] | null {
  const place = findInTree(items, id);
  if (!place || !possibleMoves(items, id, maxDepth)[move]) return null;
  const rest = withoutNode(items, id);
  if (move === 'up') return insertNode(rest, place.parentId, place.index - 1, place.node);
  if (move === 'down') return insertNode(rest, place.parentId, place.index + 1, place.node);
  if (move === 'indent') {
    const above = siblingsOf(items, place.parentId)[place.index - 1];
    if (!above) return null;
    return insertNode(rest, above.id, above.children.length, place.node);
  }
  const parent = findInTree(items, place.parentId!)!;
  return insertNode(rest, parent.parentId, parent.index + 1, place.node);
}

/** Puts an item where another of the same list stands (a drag and drop); null if they are not siblings. */
export function placeAmongSiblings<T extends TreeNode<T>>(items: T[], id: number, overId: number): T[] | null {
  const place = findInTree(items, id);
  const over = findInTree(items, overId);
  if (!place || !over || place.parentId !== over.parentId || id === overId) return null;
  return insertNode(withoutNode(items, id), place.parentId, over.index, place.node);
}

function siblingsOf<T extends TreeNode<T>>(items: T[], parentId: number | null): T[] {
  return parentId === null ? items : (findInTree(items, parentId)?.node.children ?? []);
}

/** The ids of a tree in its shape, as the order call takes it. */
export function orderOfTree<T extends TreeNode<T>>(items: T[]): OrderNode[] {
  return items.map((node) => ({ id: node.id, children: orderOfTree(node.children) }));
}

export type OrderProblem = 'foreign' | 'duplicate' | 'incomplete' | 'tooDeep';

/** What is wrong with a whole order of some rows, or null when it names each of them once, no deeper than `maxDepth`. */
export function orderProblem(rows: { id: number }[], order: OrderNode[], maxDepth = maxMenuDepth): { reason: OrderProblem; id?: number } | null {
  const known = new Set(rows.map((row) => row.id));
  const seen = new Set<number>();
  const check = (nodes: OrderNode[], level: number): { reason: OrderProblem; id?: number } | null => {
    for (const node of nodes) {
      if (!known.has(node.id)) return { reason: 'foreign', id: node.id };
      if (seen.has(node.id)) return { reason: 'duplicate', id: node.id };
      if (level > maxDepth) return { reason: 'tooDeep', id: node.id };
      seen.add(node.id);
      const below = check(node.children, level + 1);
      if (below) return below;
    }
    return null;
  };
  return check(order, 1) ?? (seen.size === known.size ? null : { reason: 'incomplete' });
}

/** Each node's parent and place among its siblings, top down, as a whole order sets them. */
export function placesOfOrder(order: OrderNode[]): { id: number; parentId: number | null; position: number }[] {
  const places: { id: number; parentId: number | null; position: number }[] = [];
  const walk = (nodes: OrderNode[], parentId: number | null) =>
    nodes.forEach((node, position) => {
      places.push({ id: node.id, parentId, position });
      walk(node.children, node.id);
    });
  walk(order, null);
  return places;
}
