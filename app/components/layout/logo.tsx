import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/links.tsx';
import { storageUrl } from '../../lib/media.ts';
import { useRootData } from '../../lib/root-data.ts';

export type LogoVariant = 'light' | 'dark' | 'footer';

/**
 * `light` is the main logotype for the white header, `dark` the one-colour variant for light
 * surfaces (confirm pages), `footer` the light-on-dark file. The files share a 240×64 box; CSS
 * sets the rendered height and the width follows. A logo far down the page is `lazy`: React
 * preloads every other picture from the document's head, where it would share the first
 * screen's bandwidth.
 */
const sources = { light: 'logotype', dark: 'logodark', footer: 'logofooter' } as const;

export function Logo({ variant, lazy = false, className = '' }: { variant: LogoVariant; lazy?: boolean; className?: string }) {
  const { t } = useTranslation();
  const settings = useRootData()?.settings;
  const name = settings?.site_name || t('brand.name');
  const path = settings?.[sources[variant]];
  return (
    <LocalizedLink
      to="/"
      className={`inline-flex shrink-0 items-center rounded-sm ${className}`}
      aria-label={path ? undefined : t('brand.home', { name })}
    >
      {path ? (
        <img
          src={storageUrl(path)}
          alt={t('brand.home', { name })}
          width={240}
          height={64}
          className="h-full w-auto"
          loading={lazy ? 'lazy' : undefined}
          decoding="async"
        />
      ) : (
        <span aria-hidden="true" className="text-2xl font-black uppercase tracking-wide">
          {name}
        </span>
      )}
    </LocalizedLink>
  );
}
