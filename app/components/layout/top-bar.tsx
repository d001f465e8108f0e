import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';
import { SharedMarkup } from '../../lib/shared-markup.tsx';
import { CurrencySelect } from './currency-select.tsx';
import { LayoutMenu } from './desktop-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Messengers, Socials } from './socials.tsx';

/** The dark strip above the main bar (lg and up): top menu, messengers, socials, currency, language. */
export function TopBar() {
  const { t } = useTranslation();
  const rootData = useRootData();
  return (
    <div className="hidden bg-olive-900 text-[0.8125rem] text-white lg:block xl:text-sm">
      {/* Below 1200 px (a tablet in landscape) the menu and the controls share little room: the
          type is a step smaller, and if the shopper's font is wider still, the menu wraps to a
          second line rather than run under the currency select. */}
      <div className="container-page flex min-h-10 items-center gap-3 xl:gap-4">
        <LayoutMenu
          menu={rootData?.menus.header}
          label={t('header.topNav')}
          variant="dropdown"
          className="-ml-1.5 min-w-0 xl:-ml-2"
          listClassName="flex-wrap gap-x-0.5 xl:gap-x-2"
          itemClassName="min-h-10 whitespace-nowrap rounded px-1.5 text-white/90 xl:px-2 hover:text-white hover:underline aria-expanded:text-white aria-[current=page]:underline"
        />
        <div className="ml-auto flex shrink-0 items-center gap-3">
          <SharedMarkup owner={rootData?.settings} name="top-bar-links">
            <Messengers tone="dark" size="sm" className="hidden gap-0! xl:flex" />
            <Socials tone="dark" size="sm" className="hidden gap-0! min-[1400px]:flex" />
          </SharedMarkup>
          <div className="hidden h-5 w-px bg-white/20 xl:block" aria-hidden="true" />
          <CurrencySelect tone="dark" />
          <nav aria-label={t('layout.languageNav')}>
            <LanguageSwitcher />
          </nav>
        </div>
      </div>
    </div>
  );
}
