import '../../messages.ts';
import type { Context } from 'hono';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { localizePath } from '../../../common/paths.ts';
import { renderMail } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { publicOrigin } from '../../http/origin.ts';
import { linkLifetimeHours } from './auth.links.ts';

/** The three kinds of e-mail link, each opening its token page in the shopper's language. */
const linkKinds = {
  confirmEmail: { path: '/user-email-confirm/token/', purpose: 'confirm_email' },
  resetPassword: { path: '/password-reset/token/', purpose: 'reset_password' },
  changeEmail: { path: '/profile/user-email-confirm/token/', purpose: 'change_email' },
} as const;

export type LinkKind = keyof typeof linkKinds;

export function emailLink({ origin, locale, kind, token }: { origin: string; locale: Locale; kind: LinkKind; token: string }): string {
  return `${origin}${localizePath(`${linkKinds[kind].path}${token}`, locale)}`;
}

/** A message with one link: confirm the address, set a new password, or confirm a new address. */
export function linkMail({
  kind,
  to,
  name,
  locale,
  link,
  hours,
}: {
  kind: LinkKind;
  to: string;
  name: string;
  locale: Locale;
  link: string;
  hours: number;
}): MailMessage {
  const t = translator(locale);
  const { subject, text, html } = renderMail({
    locale,
    subject: t(`mail.${kind}.subject`),
    greeting: t('mail.greeting', { name }),
    paragraphs: [t(`mail.${kind}.body`, { email: to }), t('mail.expires', { count: hours })],
    action: { label: t(`mail.${kind}.action`), url: link },
    footnote: t(`mail.${kind}.footnote`),
    signature: t('mail.signature'),
  });
  return { to, subject, text, html, kind, link };
}

/** Mails a link to a token page in the shopper's language (queued: the answer does not wait). */
export function sendLinkMail(
  c: Pick<Context<AppEnv>, 'var' | 'req'>,
  { kind, to, locale, token }: { kind: LinkKind; to: { name: string; email: string }; locale: Locale; token: string },
) {
  const { config, mailer } = c.var.deps;
  const link = emailLink({ origin: publicOrigin(config, c.req.raw), locale, kind, token });
  mailer.send(linkMail({ kind, to: to.email, name: to.name, locale, link, hours: linkLifetimeHours[linkKinds[kind].purpose] }));
}
