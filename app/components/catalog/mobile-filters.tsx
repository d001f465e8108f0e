import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryListing } from '../../../common/catalog.ts';
import { Modal, ModalTitleBar } from '../ui/modal.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

const desktopQuery = '(min-width: 991px)';
const triggerClass = 'inline-flex min-h-11 items-center rounded border border-olive-700 px-4 text-sm font-semibold text-olive-800 hover:bg-olive-100 lg:hidden';

interface MobileFiltersProps {
  listing: CategoryListing;
  /** Chosen values, shown on the button. */
  activeCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Below 991 px the filters open in a full-screen dialog; choices apply at once behind it and the
 * footer button returns to the results. Before scripts run the button is a link to the panel,
 * which the page then shows in place (`:target`).
 */
export function MobileFilters({ listing, activeCount, open, onOpenChange }: MobileFiltersProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const dialogId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const label = activeCount > 0 ? t('filters.openActive', { count: activeCount }) : t('filters.open');

  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (query.matches) onOpenChange(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  if (!hydrated) {
    return (
      <a href="#filters" className={triggerClass}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} aria-controls={dialogId} onClick={() => onOpenChange(true)} className={triggerClass}>
        {label}
      </button>
      <Modal
        open={open}
        onClose={() => onOpenChange(false)}
        labelledBy={titleId}
        initialFocus={closeRef}
        id={dialogId}
        className="fixed inset-0 h-dvh w-full flex-col bg-white open:flex"
      >
        <ModalTitleBar titleId={titleId} title={t('filters.title')} closeLabel={t('filters.close')} onClose={() => onOpenChange(false)} closeRef={closeRef} className="flex h-16 shrink-0 items-center justify-between border-b border-line pl-4 pr-2" />
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">{open && <FilterPanel listing={listing} />}</div>
        <div className="shrink-0 border-t border-line p-3">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="min-h-12 w-full rounded bg-olive-800 px-4 font-semibold text-white hover:bg-olive-900"
          >
            {t('filters.show', { count: listing.total })}
          </button>
        </div>
      </Modal>
    </>
  );
}
