import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../common/paths.ts';
import { LocalizedLink, ServerLink, type LocalizedLinkProps } from './links.tsx';

const atPage = (location: string, element: ReactNode) => renderToString(createElement(StaticRouter, { location }, element));

/** What the router's own link renders for the same link on the same page. */
function routerLink(location: string, { to, ...props }: LocalizedLinkProps): string {
  const locale = location === '/en' || location.startsWith('/en/') ? 'en' : 'uk';
  const outside = /^(https?:\/\/|mailto:|tel:)/.test(to);
  return atPage(location, outside ? createElement('a', { href: to, className: props.className }, props.children) : createElement(Link, { ...props, to: localizePath(to, locale) }));
}

const links: [string, LocalizedLinkProps][] = [
  ['/', { to: '/namety', children: 'Намети' }],
  ['/namety/namet-tramp-2', { to: '/namety?page=2&sort=price-asc#catalogue', className: 'underline', 'aria-label': 'Сторінка 2', children: '2' }],
  ['/en/namety', { to: '/', children: 'Home' }],
  ['/en', { to: '/namety/namet-tramp-2', target: '_blank', rel: 'noopener', children: 'Tent' }],
  ['/', { to: '/contacts', preventScrollReset: true, replace: true, state: { from: 'menu' }, children: 'Контакти' }],
  ['/', { to: '/checkout', discover: 'none', children: 'Оформити' }],
  ['/en/news', { to: '/news/', children: 'News' }],
  ['/namety', { to: '/namety/../kemping', children: 'Кемпінг' }],
  ['/namety', { to: '/namety//namet', children: 'Намет' }],
  ['/namety', { to: '/namety?', children: 'Намети' }],
  ['/namety', { to: '/namety?#top', children: 'Намети' }],
  ['/namety/namet-tramp-2', { to: '#reviews', children: 'Відгуки' }],
  ['/namety/namet-tramp-2', { to: 'reviews', children: 'Відгуки' }],
];

describe('links written on the server', () => {
  it.each(links)('on %s, a link to %j is the anchor the router would render', (location, props) => {
    expect(atPage(location, createElement(ServerLink, props))).toBe(routerLink(location, props));
  });

  it('outside links are plain anchors, in either language', () => {
    for (const to of ['https://invite.viber.com/?g2=AQB', 'mailto:shop@tabir.ua', 'tel:+380441234567']) {
      const props: LocalizedLinkProps = { to, className: 'underline', children: 'x' };
      expect(atPage('/en', createElement(ServerLink, props))).toBe(routerLink('/en', props));
    }
  });

  it('pages rendered on the server use them', () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(LocalizedLink).toBe(ServerLink);
  });
});
