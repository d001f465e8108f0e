import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocalizedLink } from '../../lib/links.tsx';
import { ChevronDownIcon, ClockIcon, MapPinIcon } from '../ui/icons.tsx';
import { useDismiss } from '../ui/use-dismiss.ts';
import { PhoneLinks, ShowroomLink } from './contacts-bar.tsx';
import { telHref, useMainContact } from './shop-data.ts';
import { Messengers } from './socials.tsx';

/**
 * The main bar's contact block (lg and up): the first phone and the showroom link, with a panel
 * holding every phone, the messengers, the address and the opening hours.
 */
export function HeaderContacts({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const contact = useMainContact();
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
          onClick={() => setOpen((value) => !value)}
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
        <PhoneLinks withLabels className="flex-col items-start! gap-y-1" />
        <Messengers className="-ml-2.5 mt-1" />
        <div className="mt-3 space-y-2 border-t border-line pt-3 text-muted">
          {contact.address && (
            <p className="flex gap-2">
              <MapPinIcon size={16} className="mt-0.5 shrink-0 text-coyote" />
              <LocalizedLink to="/contacts" className="hover:text-ink hover:underline">
                {contact.address}
              </LocalizedLink>
            </p>
          )}
          {contact.schedule && (
            <p className="flex gap-2">
              <ClockIcon size={16} className="mt-0.5 shrink-0 text-coyote" />
              <span>{contact.schedule}</span>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
