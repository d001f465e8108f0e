import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredMedia } from '../ui/stored-media.tsx';
import { useDateFormat } from '../../lib/use-date-format.ts';
import { Price } from '../ui/price.tsx';
import type { SearchOption } from './search-options.ts';

export interface SearchPanelProps {
  listboxId: string;
  query: string;
  options: SearchOption[];
  activeId: string | null;
  /** The first answer for the query is still on its way. */
  pending: boolean;
  onChoose: (option: SearchOption) => void;
}

const groups = [
  { kind: 'product', titleKey: 'searchBox.products' },
  { kind: 'category', titleKey: 'searchBox.categories' },
  { kind: 'news', titleKey: 'searchBox.news' },
] as const;

/**
 * The dropdown under the header's search box (loaded on first focus): a listbox of products,
 * categories and news in groups, and a link-like option to all results. Options are not links:
 * a listbox may hold no focusable content, so a click or Enter opens them.
 */
export function SearchPanel({ listboxId, query, options, activeId, pending, onChoose }: SearchPanelProps) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const status = pending && options.length === 0 ? t('searchBox.loading') : options.length === 0 ? t('searchBox.empty', { query }) : '';
  const option = (item: SearchOption, content: ReactNode) => (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the search box keeps the focus and picks options by keyboard (aria-activedescendant); a click is the pointer's way
    <div
      key={item.id}
      id={item.id}
      role="option"
      aria-selected={item.id === activeId}
      // Keeps the focus in the input, so the combobox stays what the keyboard talks to.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(item)}
      className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-sand aria-selected:bg-olive-100"
    >
      {content}
    </div>
  );

  return (
    // Not a scroll box of its own: its options take no focus, so the page scrolls instead.
    <div className="absolute inset-x-0 top-full z-50 mt-1 rounded border border-line bg-white text-ink shadow-lg">
      <p role="status" className={status ? 'px-4 py-3 text-sm text-muted' : 'sr-only'}>
        {status || t('searchBox.count', { count: options.length - 1 })}
      </p>
      {options.length > 0 && (
        <div id={listboxId} role="listbox" aria-label={t('searchBox.results')} className="pb-1">
          {groups.map(({ kind, titleKey }) => {
            const items = options.filter((item) => item.kind === kind);
            if (items.length === 0) return null;
            const titleId = `${listboxId}-${kind}`;
            return (
              <div key={kind} role="group" aria-labelledby={titleId} className="border-b border-line last:border-b-0">
                <div role="presentation" id={titleId} className="px-4 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-muted">
                  {t(titleKey)}
                </div>
                {items.map((item) => {
                  if (item.kind === 'product') {
                    const { product } = item;
                    return option(
                      item,
                      <>
                        {product.image ? (
                          <StoredMedia
                            path={product.image}
                            size={64}
                            widths={[64, 120]}
                            density
                            width={48}
                            height={48}
                            alt=""
                            className="size-12 shrink-0 rounded bg-sand object-cover"
                          />
                        ) : (
                          <span className="size-12 shrink-0 rounded bg-sand" />
                        )}
                        <span className="min-w-0 flex-1 text-sm font-medium leading-snug">{product.name}</span>
                        <Price fields={product} className="shrink-0 text-sm" />
                      </>,
                    );
                  }
                  if (item.kind === 'news') {
                    return option(
                      item,
                      <span className="flex min-w-0 flex-1 flex-col text-sm">
                        <span className="font-medium">{item.name}</span>
                        <span className="text-xs text-muted">{dateFormat.format(new Date(`${item.date}T12:00:00Z`))}</span>
                      </span>,
                    );
                  }
                  return item.kind === 'category' ? option(item, <span className="text-sm font-medium">{item.name}</span>) : null;
                })}
              </div>
            );
          })}
          {options
            .filter((item) => item.kind === 'all')
            .map((item) =>
              option(
                item,
                <span className="text-sm font-semibold text-olive-700 underline">{t('searchBox.showAll')}</span>,
              ),
            )}
        </div>
      )}
    </div>
  );
}
