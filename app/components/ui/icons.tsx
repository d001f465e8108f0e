import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Icons are decoration: the control around them carries the accessible name. */
function outline(children: ReactNode) {
  return function OutlineIcon({ size = 24, className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {children}
      </svg>
    );
  };
}

function solid(children: ReactNode) {
  return function SolidIcon({ size = 24, className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {children}
      </svg>
    );
  };
}

export const SearchIcon = outline(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.6-3.6" />
  </>,
);

export const UserIcon = outline(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </>,
);

export const HeartIcon = outline(
  <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.4 3.4 4.2 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />,
);

export const CartIcon = outline(
  <>
    <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);

export const MenuIcon = outline(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = outline(<path d="M6 6l12 12M18 6 6 18" />);

export const ChevronDownIcon = outline(<path d="m6 9 6 6 6-6" />);

export const ChevronRightIcon = outline(<path d="m9 6 6 6-6 6" />);

export const ChevronLeftIcon = outline(<path d="m15 6-6 6 6 6" />);

export const ArrowRightIcon = outline(<path d="M5 12h14m-6-6 6 6-6 6" />);

export const PhoneIcon = outline(
  <path d="M6.6 3.5h2.6l1.4 4.2-2 1.4a11 11 0 0 0 6.3 6.3l1.4-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A17 17 0 0 1 4.5 5.7a2 2 0 0 1 2.1-2.2z" />,
);

export const MapPinIcon = outline(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const MailIcon = outline(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);

export const ClockIcon = outline(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const FacebookIcon = solid(
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21z" />,
);

export const InstagramIcon = outline(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </>,
);

export const YoutubeIcon = solid(
  <path
    fillRule="evenodd"
    d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zm3.5 3.8v6.4l5.5-3.2z"
  />,
);

export const TiktokIcon = solid(
  <path d="M15.8 3c.3 2.3 1.7 3.8 4.2 4v3.1c-1.6 0-3-.5-4.2-1.3v6.1a5.9 5.9 0 1 1-5.9-5.9h.6v3.2h-.6a2.7 2.7 0 1 0 2.7 2.7V3z" />,
);

export const TelegramIcon = solid(
  <path d="M20.7 3.6 2.9 10.5c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.4.8.8.8s.6-.2 1-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5zM9.3 13.2l8-5.1c.4-.2.7-.1.4.2l-6.6 6-.3 3z" />,
);

export const ViberIcon = outline(
  <>
    <path d="M12 3c4.8 0 8 2.3 8 7.3S16.8 17.5 12 17.5c-.8 0-1.6 0-2.3-.2L6.5 20v-3.6C4.6 15.2 4 13.2 4 10.3 4 5.3 7.2 3 12 3z" />
    <path d="M12.8 5.8a4.4 4.4 0 0 1 4.2 4.3M12.8 7.9a2.3 2.3 0 0 1 2.1 2.2" />
    <path d="M9.5 7.5c.4-.3.9-.2 1.1.2l.6 1.1c.2.4.1.8-.2 1l-.4.3c.4 1 1.2 1.8 2.2 2.2l.3-.4c.2-.3.7-.4 1-.2l1.1.6c.4.2.5.7.2 1.1-.5.7-1.2 1-2 .7a6.6 6.6 0 0 1-4.5-4.5c-.2-.8.1-1.6.6-2.1z" />
  </>,
);

export const WhatsappIcon = outline(
  <>
    <path d="M4.5 19.5 5.6 16A8.5 8.5 0 1 1 8.4 19z" />
    <path d="M9.4 8.2c.3-.3.8-.2 1 .2l.6 1.2c.1.3 0 .6-.2.8l-.3.3c.5 1 1.3 1.8 2.3 2.3l.3-.3c.2-.2.5-.3.8-.2l1.2.6c.4.2.5.7.2 1-.5.6-1.2.9-1.9.7a6 6 0 0 1-4.3-4.3c-.2-.8.1-1.5.6-2z" />
  </>,
);
