import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../common/menu.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { SharedMarkup } from '../../lib/shared-markup.tsx';
import { MailIcon } from '../ui/icons.tsx';
import { AddressAndHours, PhoneLinks } from './contacts-bar.tsx';
import { Copyright } from './copyright.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { useCurrentAmong, useIsCurrent, useMainContact, useMenuItems } from './shop-data.ts';
import { Socials } from './socials.tsx';

const linkClass = 'inline-flex min-h-11 items-center py-1 text-white/80 hover:text-white hover:underline lg:min-h-0 aria-[current=page]:text-white';

function FooterColumn({ item, isCurrent }: { item: MenuItem; isCurrent: (url: string) => boolean }) {
  return (
    <li>
      <LocalizedLink
        to={item.url}
        aria-current={isCurrent(item.url) ? 'page' : undefined}
        className="inline-flex min-h-11 items-center text-sm font-bold uppercase tracking-wide text-white hover:underline lg:min-h-0"
      >
        {item.name}
      </LocalizedLink>
      {item.children.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-sm lg:space-y-2">
          {item.children.map((child) => (
            <li key={child.id}>
              <LocalizedLink to={child.url} aria-current={isCurrent(child.url) ? 'page' : undefined} className={linkClass}>
                {child.name}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function FooterContacts() {
  const { t } = useTranslation();
  const contact = useMainContact();
  if (!contact) return null;
  return (
    <address className="space-y-2 text-sm not-italic text-white/80">
      <PhoneLinks withLabels className="flex-col items-start! gap-y-1 text-white lg:gap-y-2" />
      {contact.email && (
        <p className="flex items-center gap-2">
          <MailIcon size={16} className="shrink-0 text-coyote" />
          <span className="sr-only">{t('footer.email')}:</span>
          <a href={`mailto:${contact.email}`} className="inline-flex min-h-11 items-center hover:text-white hover:underline lg:min-h-0">
            {contact.email}
          </a>
        </p>
      )}
      <AddressAndHours contact={contact} linkClassName="hover:text-white hover:underline" />
    </address>
  );
}

/** Footer: logo, contacts and socials, the footer menu, the newsletter, language, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const rootData = useRootData();
  const items = useMenuItems('footer');
  const isCurrent = useIsCurrent();
  const currentInMenu = useCurrentAmong(items);
  return (
    <footer className="border-t-4 border-coyote bg-olive-900 text-white">
      <div className="container-page grid gap-10 py-10 lg:grid-cols-12 lg:gap-8 lg:py-14">
        <SharedMarkup owner={rootData?.settings} name="footer-contacts">
          <div className="space-y-5 lg:col-span-3">
            <Logo variant="footer" lazy className="h-11" />
            <p className="max-w-xs text-sm text-white/75">{t('brand.tagline')}</p>
            <FooterContacts />
            <Socials tone="dark" className="-ml-2.5" />
          </div>
        </SharedMarkup>
        {items.length > 0 && (
          <SharedMarkup owner={rootData?.menus.footer} name="footer-menu" variant={currentInMenu}>
            <nav aria-label={t('footer.nav')} className="lg:col-span-5 xl:col-span-6">
              <ul className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
                {items.map((item) => (
                  <FooterColumn key={item.id} item={item} isCurrent={isCurrent} />
                ))}
              </ul>
            </nav>
          </SharedMarkup>
        )}
        <NewsletterForm className="lg:col-span-4 xl:col-span-3" />
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col-reverse items-center gap-3 py-4 text-sm text-white/75 sm:flex-row sm:justify-between">
          <Copyright />
          {/* The header already has the language landmark; here it is a labelled group. */}
          <div role="group" aria-label={t('layout.languageNav')} className="text-white">
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </footer>
  );
}
