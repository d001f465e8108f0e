// For component tests: renders an element as the page of a root route with this loader data, in
// the data's language, the way the server renders a page (links, root data and i18n available).
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { getI18n } from './i18n.ts';
import { rootLoaderDataOf, type RootData } from './root-data.ts';
import type { Locale } from '../../common/locales.ts';
import { pageSettingsOf, type CurrencyView } from '../../common/settings.ts';
import { settingsDocuments } from '../../server/db/seed/data/settings.ts';

/** Root data of a demo shop page in this language (no menus, nobody signed in) with the test's changes. */
export function demoRootData(
  locale: Locale,
  { currencies = {}, ...changes }: Partial<RootData> & { currencies?: Record<string, CurrencyView> } = {},
): RootData {
  return {
    locale,
    settings: pageSettingsOf({ ...settingsDocuments[locale], checkout: { currencies }, default_currency: 'UAH' }),
    menus: { header: null, footer: null, headerSecond: null, textPages: null },
    origin: 'http://localhost',
    year: 2031,
    user: null,
    recaptchaSiteKey: null,
    ...changes,
  };
}

export async function renderWithRoot(path: string, data: RootData, content: () => ReactNode): Promise<string> {
  const Page = () => createElement(I18nextProvider, { i18n: getI18n(data.locale) }, content());
  const handler = createStaticHandler([{ id: 'root', path: '*', loader: () => rootLoaderDataOf(data), Component: Page }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
}
