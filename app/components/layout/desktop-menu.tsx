import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import type { Menu, MenuItem } from '../../../common/menu.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { SharedMarkup } from '../../lib/shared-markup.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { DropdownPanel, MegaPanel } from './desktop-menu-panels.tsx';
import { useCurrentAmong, useIsCurrent } from './shop-data.ts';

const hoverOpenDelayMs = 90;
const hoverCloseDelayMs = 180;

type Variant = 'mega' | 'dropdown';

interface MenuState {
  openId: number | null;
  open: (id: number, how: 'hover' | 'click') => void;
  close: (returnFocusTo?: HTMLElement | null) => void;
}

interface DesktopMenuProps {
  items: MenuItem[];
  label: string;
  variant: Variant;
  className?: string;
  listClassName?: string;
  itemClassName?: string;
}

/**
 * One of the layout's menus: its markup is the same on every page but for the current page
 * among its links, so the server renders it once per menu read and current page, and keeps it
 * (app/lib/shared-markup.tsx). Nothing without items.
 */
export function LayoutMenu({ menu, ...props }: Omit<DesktopMenuProps, 'items'> & { menu: Menu | null | undefined }) {
  const items = menu?.items ?? [];
  const current = useCurrentAmong(items);
  if (items.length === 0) return null;
  return (
    <SharedMarkup owner={menu} name="desktop-menu" variant={current}>
      <DesktopMenu items={items} {...props} />
    </SharedMarkup>
  );
}

/**
 * A disclosure menu: items with children are buttons (aria-expanded) that open a panel on hover,
 * click, Enter or Space, or ArrowDown; Escape closes and puts focus back on the button; leaving
 * with the focus, clicking elsewhere or navigating closes it. `mega` is the catalogue's
 * full-width panel, `dropdown` a small list under the item (the top bar).
 */
export function DesktopMenu({ items, label, variant, className = '', listClassName = '', itemClassName = '' }: DesktopMenuProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const openedByHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const clearTimer = () => clearTimeout(timer.current);

  const open = useCallback((id: number, how: 'hover' | 'click') => {
    clearTimeout(timer.current);
    openedByHover.current = how === 'hover';
    setOpenId(id);
  }, []);

  const close = useCallback((returnFocusTo?: HTMLElement | null) => {
    clearTimeout(timer.current);
    setOpenId(null);
    returnFocusTo?.focus();
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    setOpenId(null);
  }, [pathname]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    // A panel opened by hover has no focus inside it, so Escape is also heard on the document.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  const state: MenuState = { openId, open, close };

  function onItemPointerEnter(event: PointerEvent, item: MenuItem) {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (item.children.length === 0) {
      if (openId !== null) timer.current = setTimeout(() => setOpenId(null), hoverCloseDelayMs);
      return;
    }
    if (openId === item.id) return;
    // Moving along the bar switches panels at once; only the first opening waits, so a pointer
    // crossing the bar on its way elsewhere does not flash a panel.
    if (openId !== null) open(item.id, 'hover');
    else timer.current = setTimeout(() => open(item.id, 'hover'), hoverOpenDelayMs);
  }

  function onItemPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    timer.current = setTimeout(() => setOpenId(null), hoverCloseDelayMs);
  }

  return (
    <nav ref={navRef} aria-label={label} className={variant === 'mega' ? `relative ${className}` : className}>
      <ul className={`flex items-stretch ${listClassName}`}>
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex ${variant === 'dropdown' ? 'relative' : ''}`}
            onPointerEnter={(event) => onItemPointerEnter(event, item)}
            onPointerLeave={onItemPointerLeave}
          >
            {item.children.length > 0 ? (
              <Disclosure item={item} variant={variant} state={state} openedByHover={openedByHover} className={itemClassName} />
            ) : (
              <TopLink item={item} className={itemClassName} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TopLink({ item, className }: { item: MenuItem; className: string }) {
  const isCurrent = useIsCurrent();
  return (
    <LocalizedLink to={item.url} aria-current={isCurrent(item.url) ? 'page' : undefined} className={`inline-flex items-center ${className}`}>
      {item.name}
    </LocalizedLink>
  );
}

function Disclosure({
  item,
  variant,
  state,
  openedByHover,
  className,
}: {
  item: MenuItem;
  variant: Variant;
  state: MenuState;
  openedByHover: React.RefObject<boolean>;
  className: string;
}) {
  // Not useId: the menus' markup is rendered apart and kept (app/lib/shared-markup.tsx); menu item ids are unique.
  const panelId = `menu-panel-${item.id}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const expanded = state.openId === item.id;

  useEffect(() => {
    if (expanded && focusFirst.current) {
      focusFirst.current = false;
      panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
  }, [expanded]);

  function onClick() {
    // A mouse user who hovered it open and then clicks means "keep it open", not "close".
    if (expanded && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    if (expanded) state.close();
    else state.open(item.id, 'click');
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirst.current = true;
      if (expanded) {
        focusFirst.current = false;
        panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
      } else state.open(item.id, 'click');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      state.close(buttonRef.current);
    }
  }

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- the menu bar hears arrow keys and focus leaving from the buttons inside it
    <div
      className="flex"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (expanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) state.close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onClick}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex items-center gap-1.5 ${className}`}
      >
        {item.name}
        <ChevronDownIcon size={16} className={`shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the panel hears clicks and keys from the links inside it */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!expanded}
        tabIndex={-1}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) state.close();
        }}
        className={
          variant === 'mega'
            ? 'absolute inset-x-0 top-full z-40 border-t outline-none border-line bg-white text-ink shadow-[0_18px_40px_-12px_rgb(29_33_22/0.35)]'
            : 'absolute left-0 top-full z-50 min-w-60 outline-none rounded-b border border-line bg-white py-2 text-ink shadow-lg'
        }
      >
        {variant === 'mega' ? <MegaPanel item={item} /> : <DropdownPanel item={item} />}
      </div>
    </div>
  );
}
