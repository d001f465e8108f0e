import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { SharedMarkup } from '../../lib/shared-markup.tsx';
import { CloseIcon, SearchIcon } from '../ui/icons.tsx';
import { LayoutMenu } from './desktop-menu.tsx';
import { HeaderActions } from './header-actions.tsx';
import { HeaderContacts } from './header-contacts.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { TopBar } from './top-bar.tsx';

/** The spec's UI state headerTheme: white by default; dark puts the main bar on olive. */
export type HeaderTheme = 'white' | 'dark';

/** Not from useId: the search panel is rendered apart and kept (app/lib/shared-markup.tsx), and a page has one. */
const searchPanelId = 'header-search';

const themes: Record<HeaderTheme, string> = {
  white: 'bg-white text-ink',
  dark: 'bg-olive-800 text-white',
};

export function Header({ theme = 'white' }: { theme?: HeaderTheme }) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const catalogue = rootData?.menus.headerSecond;
  // The search, contacts and buttons are the same for every visitor who is not signed in (the cart
  // and wishlist counts come after hydration): kept per settings and currency. A signed-in
  // shopper's account menu renders in place.
  const visitorOwner = rootData?.user ? null : rootData?.settings;
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setSearchOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  return (
    <header className="relative z-30 shadow-[0_1px_0_var(--color-line)]" data-header-theme={theme}>
      <TopBar />
      <div className={themes[theme]}>
        <div className="container-page flex h-16 items-center gap-1 sm:gap-3 lg:h-20 lg:gap-6">
          <MobileMenu className="-ml-2 lg:hidden" />
          {/* Outside the kept block: React preloads the logo from the page's head. */}
          <Logo variant={theme === 'dark' ? 'footer' : 'light'} className="h-7 min-[360px]:h-8 sm:h-10 lg:h-12" />
          <SharedMarkup owner={visitorOwner} name="header-tools" variant={rootData?.currency}>
            <SearchBox id="header-search-box" className="mx-auto hidden max-w-2xl flex-1 lg:flex" />
            <HeaderContacts className="hidden lg:block" />
            <div className="ml-auto flex items-center gap-0.5 sm:gap-1 lg:ml-0">
              <button
                ref={searchToggle}
                type="button"
                aria-expanded={searchOpen}
                aria-controls={searchPanelId}
                aria-label={searchOpen ? t('search.close') : t('search.open')}
                onClick={() => setSearchOpen((open) => !open)}
                className="inline-flex size-11 items-center justify-center rounded hover:bg-current/8 lg:hidden"
              >
                {searchOpen ? <CloseIcon /> : <SearchIcon />}
              </button>
              <HeaderActions />
            </div>
          </SharedMarkup>
        </div>
        <SharedMarkup owner={visitorOwner} name="header-search-panel">
          {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed in the search box inside closes the panel */}
          <div
            id={searchPanelId}
            hidden={!searchOpen}
            className="border-t border-line bg-white px-4 py-3 lg:hidden"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setSearchOpen(false);
                searchToggle.current?.focus();
              }
            }}
          >
            <SearchBox id="header-search-panel-box" inputRef={searchInput} />
          </div>
        </SharedMarkup>
      </div>
      <LayoutMenu
        menu={catalogue}
        label={t('menu.catalogue')}
        variant="mega"
        className="hidden border-t border-line bg-white lg:block"
        listClassName="container-page gap-x-2"
        itemClassName="min-h-12 border-b-2 border-transparent px-3 text-[0.95rem] font-semibold uppercase tracking-wide text-ink hover:border-coyote hover:text-olive-700 aria-expanded:border-coyote aria-expanded:text-olive-700 aria-[current=page]:border-olive-700"
      />
    </header>
  );
}
