import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../common/settings.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import { useMainContact, telHref } from './shop-data.ts';

/** Link to the contacts page, where the showroom's address and hours are. */
export function ShowroomLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to="/contacts"
      title={t('header.showroomLabel')}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded text-sm hover:underline lg:min-h-8 ${className}`}
    >
      <MapPinIcon size={16} className="shrink-0 text-coyote" />
      {t('header.showroom')}
    </LocalizedLink>
  );
}

/**
 * The main contact's phone numbers. `limit` keeps the top bar to one line; the mobile menu and
 * the footer show them all, with the operator label.
 */
export function PhoneLinks({
  limit,
  withLabels = false,
  className = '',
  linkClassName = '',
}: {
  limit?: number;
  withLabels?: boolean;
  className?: string;
  linkClassName?: string;
}) {
  const { t } = useTranslation();
  const phones = (useMainContact()?.phones ?? []).slice(0, limit);
  if (phones.length === 0) return null;
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 ${className}`} aria-label={t('header.phones')}>
      {phones.map((phone) => (
        <li key={phone.number}>
          <a
            href={telHref(phone.number)}
            className={`inline-flex min-h-11 items-center gap-2 rounded hover:underline lg:min-h-8 ${linkClassName}`}
          >
            <PhoneIcon size={16} className="shrink-0 text-coyote" />
            <span className="flex flex-col leading-tight">
              <span className="whitespace-nowrap font-semibold">{phone.number}</span>
              {withLabels && phone.label && <span className="text-xs font-normal opacity-80">{phone.label}</span>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A contact's address (a link to the contacts page) and opening hours, each after its icon. */
export function AddressAndHours({ contact, linkClassName }: { contact: Contact; linkClassName: string }) {
  const { t } = useTranslation();
  return (
    <>
      {contact.address && (
        <p className="flex gap-2">
          <MapPinIcon size={16} className="mt-0.5 shrink-0 text-coyote" />
          <span className="sr-only">{t('footer.address')}:</span>
          <LocalizedLink to="/contacts" className={linkClassName}>
            {contact.address}
          </LocalizedLink>
        </p>
      )}
      {contact.schedule && (
        <p className="flex gap-2">
          <ClockIcon size={16} className="mt-0.5 shrink-0 text-coyote" />
          <span className="sr-only">{t('footer.schedule')}:</span>
          <span>{contact.schedule}</span>
        </p>
      )}
    </>
  );
}
