import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../common/settings.ts';
import {
  FacebookIcon,
  InstagramIcon,
  TelegramIcon,
  TiktokIcon,
  ViberIcon,
  WhatsappIcon,
  YoutubeIcon,
  type IconProps,
} from '../ui/icons.tsx';
import { useMainContact } from './shop-data.ts';

type Network = Contact['socials'][number]['type'] | Contact['messengers'][number]['type'];

const icons: Record<Network, (props: IconProps) => React.JSX.Element> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  tiktok: TiktokIcon,
  telegram: TelegramIcon,
  viber: ViberIcon,
  whats_app: WhatsappIcon,
};

type Tone = 'dark' | 'light';

const tones: Record<Tone, string> = {
  dark: 'text-white/85 hover:bg-white/10 hover:text-white',
  light: 'text-olive-800 hover:bg-olive-100',
};

function IconLinks({
  label,
  links,
  tone,
  size,
  className,
}: {
  label: string;
  links: { type: Network; link: string }[];
  tone: Tone;
  size: 'sm' | 'md';
  className: string;
}) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  const box = size === 'sm' ? 'size-11 lg:size-8' : 'size-11';
  return (
    <ul aria-label={label} className={`flex flex-wrap items-center gap-1 ${className}`}>
      {links.map(({ type, link }) => {
        const Icon = icons[type];
        return (
          <li key={`${type}:${link}`}>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex items-center justify-center rounded-full transition-colors ${box} ${tones[tone]}`}
            >
              <Icon size={size === 'sm' ? 18 : 22} />
              <span className="sr-only">
                {t(`social.${type}`)} {t('social.newTab')}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Links to the shop's four social networks from the main contact. */
export function Socials({ tone = 'light', size = 'md', className = '' }: { tone?: Tone; size?: 'sm' | 'md'; className?: string }) {
  const { t } = useTranslation();
  const links = useMainContact()?.socials ?? [];
  return <IconLinks label={t('social.nav')} links={links} tone={tone} size={size} className={className} />;
}

/** Telegram, Viber and WhatsApp chats of the main contact. */
export function Messengers({ tone = 'light', size = 'md', className = '' }: { tone?: Tone; size?: 'sm' | 'md'; className?: string }) {
  const { t } = useTranslation();
  const links = useMainContact()?.messengers ?? [];
  return <IconLinks label={t('header.messengers')} links={links} tone={tone} size={size} className={className} />;
}
