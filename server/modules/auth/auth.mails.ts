import '../../messages.ts';
import type { Context } from 'hono';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { localizePath } from '../../../common/paths.ts';
import { renderMail } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { enqueueMail } from '../../integrations/mail/mail.jobs.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { publicOrigin } from '../../http/origin.ts';
import { linkLifetimeHours } from './auth.links.ts';

/** The kinds of e-mail link, each opening its token page in the shopper's language. */
const linkKinds = {
  confirmEmail: { path: '/user-email-confirm/token/', purpose: 'confirm_email' },
  resetPassword: { path: '/password-reset/token/', purpose: 'reset_password' },
  changeEmail: { path: '/profile/user-email-confirm/token/', purpose: 'change_email' },
  // To the old address when a change is asked for: the notice, and the way to cancel it.
  emailChangeNotice: { path: '/profile/email-change/cancel/token/', purpose: 'email_change_cancel' },
} as const;

export type LinkKind = keyof typeof linkKinds;

export function emailLink({ origin, locale, kind, token }: { origin: string; locale: Locale; kind: LinkKind; token: string }): string {
  return `${origin}${localizePath(`${linkKinds[kind].path}${token}`, locale)}`;
}

/**
 * A message with one link: confirm the address, set a new password, confirm a new address, or
 * cancel a change. `vars` fill the body's other placeholders (the new address, in the notice).
 */
export function linkMail({
  kind,
  to,
  name,
  locale,
  link,
  hours,
  vars = {},
}: {
  kind: LinkKind;
  to: string;
  name: string;
  locale: Locale;
  link: string;
  hours: number;
  vars?: Record<string, string>;
}): MailMessage {
  const t = translator(locale);
  const { subject, text, html } = renderMail({
    locale,
    subject: t(`mail.${kind}.subject`),
    greeting: t('mail.greeting', { name }),
    paragraphs: [t(`mail.${kind}.body`, { ...vars, email: to }), t('mail.expires', { count: hours })],
    action: { label: t(`mail.${kind}.action`), url: link },
    footnote: t(`mail.${kind}.footnote`),
    signature: t('mail.signature'),
  });
  return { to, subject, text, html, kind, link };
}

/**
 * Writes a link mail to the outbox: in `tx` when given, so it commits with the token it carries;
 * the `mail.send` job delivers it.
 */
export async function sendLinkMail(
  c: Pick<Context<AppEnv>, 'var' | 'req'>,
  { kind, to, locale, token, vars }: { kind: LinkKind; to: { name: string; email: string }; locale: Locale; token: string; vars?: Record<string, string> },
  tx?: Database,
): Promise<void> {
  const { config, db } = c.var.deps;
  await enqueueLinkMail(tx ?? db, config, { kind, to, locale, token, vars, origin: publicOrigin(config, c.req.raw) });
}

/** The same, away from a request (a job): the origin of the links is given. */
export async function enqueueLinkMail(
  tx: Database,
  config: Pick<Config, 'MAIL_FROM'>,
  { kind, to, locale, token, vars, origin }: { kind: LinkKind; to: { name: string; email: string }; locale: Locale; token: string; vars?: Record<string, string>; origin: string },
): Promise<void> {
  const link = emailLink({ origin, locale, kind, token });
  await enqueueMail(tx, linkMail({ kind, to: to.email, name: to.name, locale, link, hours: linkLifetimeHours[linkKinds[kind].purpose], vars }), config);
}
