import { createContext, use, type Context, type ReactNode } from 'react';

/**
 * Renders a block the server keeps (app/lib/shared-markup.server.ts, docs/decisions/026): the
 * block's markup for `owner` and its key, rendered once in the contexts the block reads.
 */
export interface SharedMarkupRenderer {
  /** The contexts the blocks' components read; their values here are given to the block's render. */
  contexts: readonly Context<unknown>[];
  /** The block's markup, or null when it cannot be kept (then the block renders in place). */
  markup(owner: object, key: string, children: ReactNode, contextValues: unknown[]): string | null;
}

/** Given by the server's render only: in the browser every block renders as usual. */
export const SharedMarkupContext = createContext<SharedMarkupRenderer | null>(null);

/**
 * A block of markup that many pages show alike (a menu, the footer's contacts), rendered on the
 * server once per `owner`, `name` and `variant` and then written as it is. `owner` is the data the
 * block shows (a menu, the settings): kept markup lives as long as that object, so new data means
 * a new render. `name` tells apart the blocks of one owner; `variant` names whatever else changes
 * the markup (the current page among the menu's links), and must take few values per owner. The block must not use `useId`: its ids
 * would differ from the ones the browser gives it on hydration.
 *
 * The wrapper is `display: contents`, so the block's own elements stay the children of the
 * surrounding layout.
 */
export function SharedMarkup({
  owner,
  name,
  variant = '',
  children,
}: {
  owner: object | null | undefined;
  name: string;
  variant?: string;
  children?: ReactNode;
}) {
  const renderer = use(SharedMarkupContext);
  const html = renderer && owner ? renderer.markup(owner, `${name} ${variant}`, children, renderer.contexts.map((context) => use(context))) : null;
  if (html === null) return <div className="contents">{children}</div>;
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
