import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../common/menu.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, HeartIcon } from '../ui/icons.tsx';
import { PhoneLinks, ShowroomLink } from './contacts-bar.tsx';
import { CurrencySelect } from './currency-select.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MobileAccount } from './mobile-account.tsx';
import { useIsCurrent } from './shop-data.ts';
import { Messengers, Socials } from './socials.tsx';

/** Which menu a drill-down started from: the catalogue (id 7) or the top menu (id 1). */
export type Branch = 'catalogue' | 'info';

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-3 border-b border-line px-5 py-2 text-left text-base font-medium text-ink hover:bg-sand aria-[current=page]:text-olive-600';

function ItemList({ items, onDrill }: { items: MenuItem[]; onDrill: (item: MenuItem) => void }) {
  const isCurrent = useIsCurrent();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <button type="button" data-item={item.id} onClick={() => onDrill(item)} className={rowClass}>
              <span>{item.name}</span>
              <ChevronRightIcon size={20} className="shrink-0 text-muted" />
            </button>
          ) : (
            <LocalizedLink to={item.url} aria-current={isCurrent(item.url) ? 'page' : undefined} className={rowClass}>
              {item.name}
            </LocalizedLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="bg-sand px-5 pb-2 pt-4 text-xs font-bold uppercase tracking-[0.12em] text-muted">
      {children}
    </h2>
  );
}

export function RootLevel({
  catalogue,
  topMenu,
  onDrill,
}: {
  catalogue: MenuItem[];
  topMenu: MenuItem[];
  onDrill: (item: MenuItem, from: Branch) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <div className="pb-8">
      {catalogue.length > 0 && (
        <nav aria-labelledby={`${ids}-catalogue`}>
          <SectionTitle id={`${ids}-catalogue`}>{t('menu.catalogueTitle')}</SectionTitle>
          <ItemList items={catalogue} onDrill={(item) => onDrill(item, 'catalogue')} />
        </nav>
      )}
      <MobileAccount
        wishlist={
          <LocalizedLink to="/wishlist" className="flex min-h-12 items-center gap-2 px-5 font-medium hover:bg-sand">
            <HeartIcon size={20} className="text-olive-700" />
            {t('header.wishlist')}
          </LocalizedLink>
        }
      />
      {topMenu.length > 0 && (
        <nav aria-labelledby={`${ids}-info`}>
          <SectionTitle id={`${ids}-info`}>{t('menu.infoTitle')}</SectionTitle>
          <ItemList items={topMenu} onDrill={(item) => onDrill(item, 'info')} />
        </nav>
      )}
      <section aria-labelledby={`${ids}-contacts`}>
        <SectionTitle id={`${ids}-contacts`}>{t('menu.contacts')}</SectionTitle>
        <div className="space-y-1 px-5 pt-2">
          <PhoneLinks withLabels className="flex-col items-start!" />
          <ShowroomLink className="font-medium" />
          <Messengers className="-ml-2.5" />
          <Socials className="-ml-2.5" />
        </div>
      </section>
      <section aria-labelledby={`${ids}-settings`}>
        <SectionTitle id={`${ids}-settings`}>{t('menu.settings')}</SectionTitle>
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-3">
          <LanguageSwitcher className="-ml-2" />
          <CurrencySelect tone="light" />
        </div>
      </section>
    </div>
  );
}

export function SubLevel({
  parent,
  branch,
  onBack,
  onDrill,
}: {
  parent: MenuItem;
  branch: Branch;
  onBack: () => void;
  onDrill: (item: MenuItem) => void;
}) {
  const { t } = useTranslation();
  const isCurrent = useIsCurrent();
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className="pb-8">
      <button
        type="button"
        data-back=""
        onClick={onBack}
        className="flex min-h-12 w-full items-center gap-2 border-b border-line bg-sand px-3 text-left text-sm font-semibold text-olive-800 hover:bg-olive-100"
      >
        <ChevronLeftIcon size={20} />
        <span aria-hidden="true">{t('menu.back')}</span>
        <span className="sr-only">{t('menu.backTo', { name: parent.name })}</span>
      </button>
      <h2 id={titleId} className="px-5 pb-2 pt-5 text-xl font-bold text-ink">
        {parent.name}
      </h2>
      <LocalizedLink
        to={parent.url}
        aria-current={isCurrent(parent.url) ? 'page' : undefined}
        className="mx-5 mb-3 inline-flex min-h-11 items-center gap-2 font-semibold text-olive-700 underline decoration-coyote underline-offset-4 hover:text-olive-900"
      >
        {branch === 'catalogue' ? t('menu.showAllOf', { name: parent.name }) : t('menu.openSection', { name: parent.name })}
        <ArrowRightIcon size={18} />
      </LocalizedLink>
      <div className="border-t border-line">
        <ItemList items={parent.children} onDrill={onDrill} />
      </div>
    </nav>
  );
}
