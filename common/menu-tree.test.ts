import { describe, expect, it } from 'vitest';
import { moveInTree, orderOfTree, placeAmongSiblings, possibleMoves, type OrderNode } from './menu-tree.ts';

const node = (id: number, children: OrderNode[] = []): OrderNode => ({ id, children });
// 1
// 2
//   3
//     4
//   5
// 6
const tree = [node(1), node(2, [node(3, [node(4)]), node(5)]), node(6)];
const shape = (items: OrderNode[] | null) => (items ? JSON.stringify(orderOfTree(items)) : null);

describe('moves within a menu tree', () => {
  it('moves an item with its items up and down its own list only', () => {
    expect(shape(moveInTree(tree, 2, 'up'))).toBe(shape([node(2, [node(3, [node(4)]), node(5)]), node(1), node(6)]));
    expect(shape(moveInTree(tree, 3, 'down'))).toBe(shape([node(1), node(2, [node(5), node(3, [node(4)])]), node(6)]));
    expect(moveInTree(tree, 1, 'up')).toBeNull();
    expect(moveInTree(tree, 5, 'down')).toBeNull();
    expect(moveInTree(tree, 99, 'up')).toBeNull();
  });

  it('nests an item as the last of the item above it, and takes it out after its parent', () => {
    expect(shape(moveInTree(tree, 6, 'indent'))).toBe(shape([node(1), node(2, [node(3, [node(4)]), node(5), node(6)])]));
    expect(shape(moveInTree(tree, 5, 'indent'))).toBe(shape([node(1), node(2, [node(3, [node(4), node(5)])]), node(6)]));
    expect(shape(moveInTree(tree, 3, 'outdent'))).toBe(shape([node(1), node(2, [node(5)]), node(3, [node(4)]), node(6)]));
    expect(moveInTree(tree, 1, 'outdent')).toBeNull();
  });

  it('never nests past three levels', () => {
    // 2 holds two levels under it: under 1 it would make four.
    expect(possibleMoves(tree, 2)).toEqual({ up: true, down: true, indent: false, outdent: false });
    expect(moveInTree(tree, 2, 'indent')).toBeNull();
    expect(possibleMoves(tree, 4)).toEqual({ up: false, down: false, indent: false, outdent: true });
    expect(moveInTree(tree, 5, 'indent')).not.toBeNull();
  });

  it('drops an item where a sibling stands, and nowhere else', () => {
    expect(shape(placeAmongSiblings(tree, 6, 1))).toBe(shape([node(6), node(1), node(2, [node(3, [node(4)]), node(5)])]));
    expect(shape(placeAmongSiblings(tree, 1, 6))).toBe(shape([node(2, [node(3, [node(4)]), node(5)]), node(6), node(1)]));
    expect(placeAmongSiblings(tree, 1, 3)).toBeNull();
    expect(placeAmongSiblings(tree, 1, 1)).toBeNull();
  });

  it('leaves the tree it was given as it was', () => {
    const before = shape(tree);
    moveInTree(tree, 3, 'outdent');
    moveInTree(tree, 6, 'indent');
    placeAmongSiblings(tree, 6, 1);
    expect(shape(tree)).toBe(before);
  });
});
