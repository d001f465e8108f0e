import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useDismiss } from '../ui/use-dismiss.ts';
import { AddressAndHours, PhoneLinks, ShowroomLink } from './contacts-bar.tsx';
import { telHref, useMainContact } from './shop-data.ts';
import { Messengers } from './socials.tsx';

/** Not from useId: the header's tools are rendered apart and kept (app/lib/shared-markup.tsx), and a page has one. */
const panelId = 'header-contacts';

/**
 * The main bar's contact block (lg and up): the first phone and the showroom link, with a panel
 * holding every phone, the messengers, the address and the opening hours. The panel's content is
 * built on first opening, as the mobile menu's is: the footer already shows the phones, address
 * and hours, and the top bar the messengers.
 */
export function HeaderContacts({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const contact = useMainContact();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const main = contact?.phones[0];
  if (!contact || !main) return null;

  return (
    <div
      ref={rootRef}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center gap-1">
        <div className="flex flex-col leading-tight">
          <a href={telHref(main.number)} className="whitespace-nowrap rounded font-bold text-current hover:text-olive-600">
            {main.number}
          </a>
          <ShowroomLink className="min-h-0! text-xs opacity-80" />
        </div>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('header.allContacts')}
          onClick={() => {
            setOpened(true);
            setOpen((value) => !value);
          }}
          className="inline-flex size-8 items-center justify-center rounded hover:bg-current/8"
        >
          <ChevronDownIcon size={18} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-3 w-80 rounded-lg border border-line bg-white p-4 text-sm text-ink shadow-xl"
      >
        {opened && (
          <>
            <PhoneLinks withLabels className="flex-col items-start! gap-y-1" />
            <Messengers className="-ml-2.5 mt-1" />
            <div className="mt-3 space-y-2 border-t border-line pt-3 text-muted">
              <AddressAndHours contact={contact} linkClassName="hover:text-ink hover:underline" />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
