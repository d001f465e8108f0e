import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Layout checks on the boxes the browser drew: what a shopper would see cut off or covered. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box on the page (it must be rendered). */
export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, `a box for ${locator}`).not.toBeNull();
  return box!;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function expectNoOverlap(a: Locator, b: Locator) {
  const [first, second] = [await boxOf(a), await boxOf(b)];
  expect(overlaps(first, second), `${a} (${JSON.stringify(first)}) overlaps ${b} (${JSON.stringify(second)})`).toBe(false);
}

/**
 * The element lies within the viewport's width, as drawn, without scrolling anything sideways;
 * and the page itself does not scroll sideways.
 */
export async function expectInsideViewportWidth(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box.x, `${locator} starts left of the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends right of the ${width} px viewport`).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/**
 * Nothing of the element is cut off: its box lies inside the visible area of every ancestor that
 * clips (overflow other than visible), and its own content fits (scrollWidth within clientWidth).
 */
export async function expectNotClipped(locator: Locator) {
  await expect(locator).toBeVisible();
  const problems = await locator.evaluate((element) => {
    const found: string[] = [];
    const own = element.getBoundingClientRect();
    if (element.scrollWidth > element.clientWidth) found.push(`its content is ${element.scrollWidth} px in ${element.clientWidth} px`);
    // <html> and <body> hand their overflow to the viewport, which expectInsideViewportWidth checks.
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const rect = parent.getBoundingClientRect();
      const left = rect.left + parent.clientLeft;
      const top = rect.top + parent.clientTop;
      const right = left + parent.clientWidth;
      const bottom = top + parent.clientHeight;
      // A fraction of a pixel is rounding, not a cut.
      if (own.left < left - 0.5 || own.right > right + 0.5 || own.top < top - 0.5 || own.bottom > bottom + 0.5) {
        found.push(`cut by <${parent.tagName.toLowerCase()} class="${parent.className}">: [${own.left}, ${own.right}] × [${own.top}, ${own.bottom}] in [${left}, ${right}] × [${top}, ${bottom}]`);
      }
    }
    return found;
  });
  expect(problems, `${locator} is clipped`).toEqual([]);
}
