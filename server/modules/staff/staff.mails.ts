import '../../messages.ts';
import '../../../app/locales/admin-mail/index.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { StaffRole } from '../../../common/staff-roles.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { renderMail } from '../../integrations/mail/layout.ts';
import { enqueueMail } from '../../integrations/mail/mail.jobs.ts';

export function setPasswordLink(origin: string, token: string): string {
  return `${origin}/admin/set-password/${token}`;
}

/** The invitation, in the invitee's language, written to the outbox in the inviting transaction. */
export async function enqueueInviteMail(
  tx: Database,
  config: Pick<Config, 'MAIL_FROM'>,
  { to, name, role, locale, inviter, link, hours }: { to: string; name: string; role: StaffRole; locale: Locale; inviter: string; link: string; hours: number },
): Promise<void> {
  const t = translator(locale);
  const { subject, text, html } = renderMail({
    locale,
    subject: t('staffMail.invite.subject'),
    greeting: t('mail.greeting', { name }),
    paragraphs: [t('staffMail.invite.body', { inviter, role: t(`admin.roles.${role}`) }), t('staffMail.invite.secondFactor'), t('mail.expires', { count: hours })],
    action: { label: t('staffMail.invite.action'), url: link },
    footnote: t('staffMail.invite.footnote'),
    signature: t('mail.signature'),
  });
  await enqueueMail(tx, { to, subject, text, html, kind: 'staffInvite', link }, config);
}
