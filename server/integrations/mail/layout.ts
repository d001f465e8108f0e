import type { Locale } from '../../../common/locales.ts';

export interface MailContent {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Under the button: why the shopper got this and what to do if it was not them. */
  footnote: string;
  signature: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character]);
}

/**
 * One message as plain text and as simple HTML that mail clients render alike (tables, inline
 * styles). Every value is escaped: names come from shoppers.
 */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, '']), `${content.action.label}:`, content.action.url, '', content.footnote, '', content.signature].join('\n');
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const html = `<!doctype html><html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#1d2116">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px 28px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(content.greeting)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#3e4c2e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:4px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5b6150;word-break:break-all">${escapeHtml(content.action.url)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#5b6150">${escapeHtml(content.footnote)}</p>
<p style="margin:0">${escapeHtml(content.signature)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
