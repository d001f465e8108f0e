import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../../common/menu.ts';
import { Modal, ModalTitleBar } from '../ui/modal.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { RootLevel, SubLevel, type Branch } from './mobile-menu-levels.tsx';
import { useMenuItems } from './shop-data.ts';

/** The spec: after closing, the menu goes back to its top level 500 ms later. */
export const subMenuResetDelayMs = 500;
const desktopQuery = '(min-width: 991px)';

/**
 * The menu below the lg breakpoint: a burger opens a dialog with the catalogue and the top menu,
 * each drilling two levels down, then contacts, socials, language and currency.
 */
export function MobileMenu({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The panel's content is built on first opening: the same links are already in the page's
  // desktop menu and footer, so the server does not send them a third time.
  const [opened, setOpened] = useState(false);
  // `trail` keeps the opened items; `depth` says which level shows. Going back lowers `depth`
  // first, so the level being left stays rendered while it slides away.
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const [depth, setDepth] = useState(0);
  const [branch, setBranch] = useState<Branch>('catalogue');
  const returnFocus = useRef<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const levelsRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const titleId = useId();
  const { pathname } = useLocation();
  const catalogue = useMenuItems('headerSecond');
  const topMenu = useMenuItems('header');

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setTrail([]);
      setDepth(0);
    }, subMenuResetDelayMs);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const level = levelsRef.current?.querySelector<HTMLElement>(`[data-level="${depth}"]`);
    if (!level) return;
    const target =
      returnFocus.current !== null
        ? level.querySelector<HTMLElement>(`[data-item="${returnFocus.current}"]`)
        : level.querySelector<HTMLElement>('[data-back]');
    returnFocus.current = null;
    target?.focus();
  }, [depth, open]);

  function drill(item: MenuItem, from?: Branch) {
    if (from) setBranch(from);
    setTrail((current) => [...current.slice(0, depth), item]);
    setDepth(depth + 1);
  }

  function back() {
    returnFocus.current = trail[depth - 1]?.id ?? null;
    setDepth(depth - 1);
  }

  // A link to the page already shown changes no pathname, so links close the menu themselves;
  // so do buttons that open a dialog in its place (sign-in, registration).
  function onLinkClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a[href], [data-menu-close]')) setOpen(false);
  }

  const levels: { key: string; parent: MenuItem | null }[] = [
    { key: 'root', parent: null },
    ...trail.map((item) => ({ key: String(item.id), parent: item })),
  ];

  return (
    <>
      <button
        type="button"
        aria-label={t('menu.open')}
        aria-expanded={open}
        aria-controls={popupId}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={`inline-flex size-11 items-center justify-center rounded hover:bg-current/8 ${className}`}
      >
        <MenuIcon size={26} />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        initialFocus={closeRef}
        id={popupId}
        data-mobile-menu=""
        onClick={onLinkClick}
        className="fixed inset-y-0 left-0 h-full w-[min(24rem,calc(100vw-2.75rem))] flex-col bg-white shadow-2xl outline-none transition-transform duration-300 ease-out open:flex starting:open:-translate-x-full motion-reduce:transition-none"
      >
        {opened && (
          <>
            <ModalTitleBar
              titleId={titleId}
              title={t('menu.title')}
              titleClassName="sr-only"
              lead={<Logo variant="light" className="h-9" />}
              closeLabel={t('menu.close')}
              onClose={() => setOpen(false)}
              closeRef={closeRef}
            />
            <div ref={levelsRef} className="relative flex-1 overflow-hidden">
              {levels.map((level, index) => {
                const active = index === depth;
                const position = index < depth ? '-translate-x-full' : index > depth ? 'translate-x-full' : 'translate-x-0';
                return (
                  <div
                    key={level.key}
                    data-level={index}
                    inert={!active}
                    aria-hidden={!active || undefined}
                    className={`absolute inset-0 overflow-y-auto overscroll-contain bg-white transition-transform duration-300 ease-out motion-reduce:transition-none ${position} ${
                      index > 0 ? 'starting:translate-x-full' : ''
                    }`}
                  >
                    {level.parent ? (
                      <SubLevel parent={level.parent} branch={branch} onBack={back} onDrill={drill} />
                    ) : (
                      <RootLevel catalogue={catalogue} topMenu={topMenu} onDrill={drill} />
                    )}
                  </div>
                );
              })}
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
