import { createElement, Suspense, use, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { StaticRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from './i18n.ts';
import { LocalizedLink } from './links.tsx';
import { SharedMarkup, SharedMarkupContext, type SharedMarkupRenderer } from './shared-markup.tsx';
import { createSharedMarkupRenderer } from './shared-markup.server.ts';

/** A kept block around `content`. */
const kept = (props: { owner: object; name: string; variant?: string }, content: ReactNode) => createElement(SharedMarkup, props, content);

/** A page at `location` in its language, with or without a renderer that keeps blocks. */
function renderPage(location: string, renderer: SharedMarkupRenderer | null, content: ReactNode): string {
  const locale = location === '/en' || location.startsWith('/en/') ? 'en' : 'uk';
  return renderToString(
    createElement(
      SharedMarkupContext,
      { value: renderer },
      createElement(StaticRouter, { location }, createElement(I18nextProvider, { i18n: getI18n(locale) }, createElement('main', null, content))),
    ),
  );
}

/** A block that reads what the page's blocks read (messages, location, links) and counts its renders. */
function countingBlock(counter: { renders: number }) {
  return function Block() {
    counter.renders += 1;
    const { t } = useTranslation();
    const { pathname } = useLocation();
    return createElement(
      'nav',
      { 'aria-label': t('footer.nav') },
      createElement(LocalizedLink, { to: '/contacts', 'aria-current': pathname.endsWith('/contacts') ? 'page' : undefined }, t('footer.email')),
      createElement('span', null, 'a', 'b'),
    );
  };
}

describe('blocks kept once rendered', () => {
  it('are written as rendered in place, and rendered once per owner, name and variant', () => {
    const counter = { renders: 0 };
    const Block = countingBlock(counter);
    const menu = { items: [] };
    const renderer = createSharedMarkupRenderer();
    const page = (location: string, keptBy: SharedMarkupRenderer | null, variant = '') =>
      renderPage(location, keptBy, kept({ owner: menu, name: 'menu', variant }, createElement(Block)));

    const inPlace = page('/en/namety', null);
    expect(inPlace).toContain('href="/en/contacts"');
    expect(counter.renders).toBe(1);

    expect(page('/en/namety', renderer)).toBe(inPlace);
    expect(page('/en/namety', renderer)).toBe(inPlace);
    expect(page('/en/kemping', renderer)).toBe(inPlace);
    expect(counter.renders).toBe(2);

    // The current page among the block's links is a variant of its own.
    const current = page('/en/contacts', renderer, '/contacts');
    expect(current).toBe(page('/en/contacts', null));
    expect(current).toContain('aria-current="page"');
    expect(page('/en/namety', renderer)).toBe(inPlace);
    expect(counter.renders).toBe(4);
  });

  it('keep each block of one owner apart, and render again for new data', () => {
    const counter = { renders: 0 };
    const Block = countingBlock(counter);
    const renderer = createSharedMarkupRenderer();
    const settings = { contacts: [] };
    const page = (owner: object) =>
      renderPage(
        '/',
        renderer,
        createElement(
          'div',
          null,
          kept({ owner, name: 'socials' }, createElement('p', null, 'Соцмережі')),
          kept({ owner, name: 'contacts' }, createElement(Block)),
        ),
      );

    const first = page(settings);
    expect(first).toContain('<p>Соцмережі</p>');
    expect(first).toContain('href="/contacts"');
    expect(page(settings)).toBe(first);
    expect(counter.renders).toBe(1);

    // Data read again (a change, or the read cache's interval) is a new object: the block renders again.
    expect(page({ contacts: [] })).toBe(first);
    expect(counter.renders).toBe(2);
  });

  it('render in place a block that cannot be kept', () => {
    const renderer = createSharedMarkupRenderer();
    const never = new Promise<string>(() => {});
    function Waiting() {
      return createElement('span', null, use(never));
    }
    const owner = {};
    const block = () =>
      kept({ owner, name: 'waiting' }, createElement(Suspense, { fallback: createElement('em', null, '…') }, createElement(Waiting)));
    const inPlace = renderPage('/', null, block());
    expect(renderPage('/', renderer, block())).toBe(inPlace);
    expect(renderer.markup(owner, 'waiting ', block(), renderer.contexts.map(() => undefined))).toBeNull();
  });

  it('render everything in place in the browser, where no renderer is given', () => {
    const counter = { renders: 0 };
    const Block = countingBlock(counter);
    const owner = {};
    const page = () => renderPage('/', null, kept({ owner, name: 'menu' }, createElement(Block)));
    expect(page()).toBe(page());
    expect(counter.renders).toBe(2);
  });
});
