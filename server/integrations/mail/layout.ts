import type { Locale } from '../../../common/locales.ts';

export interface MailContent {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Sections of label–value rows under the paragraphs (an order's goods, totals, delivery). */
  sections?: { title: string; rows: { label: string; value: string }[] }[];
  action: { label: string; url: string };
  /** Under the button: why the shopper got this and what to do if it was not them. */
  footnote: string;
  signature: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character]!);
}

/**
 * One message as plain text and as simple HTML that mail clients render alike (tables, inline
 * styles). Every value is escaped: names come from shoppers.
 */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const sections = content.sections ?? [];
  const textSections = sections.flatMap((section) => [section.title, ...section.rows.map((row) => (row.value ? `${row.label}: ${row.value}` : row.label)), '']);
  const text = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, '']), ...textSections, `${content.action.label}:`, content.action.url, '', content.footnote, '', content.signature].join('\n');
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const htmlSections = sections
    .map(
      (section) =>
        `<p style="margin:16px 0 8px;font-weight:bold">${escapeHtml(section.title)}</p><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-collapse:collapse">${section.rows
          .map(
            (row) =>
              `<tr><td style="padding:4px 8px 4px 0;border-bottom:1px solid #e6e2d8;vertical-align:top">${escapeHtml(row.label)}</td><td style="padding:4px 0;border-bottom:1px solid #e6e2d8;text-align:right;vertical-align:top;white-space:nowrap">${escapeHtml(row.value)}</td></tr>`,
          )
          .join('')}</table>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#1d2116">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px 28px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(content.greeting)}</p>
${paragraphs}
${htmlSections}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#3e4c2e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:4px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5b6150;word-break:break-all">${escapeHtml(content.action.url)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#5b6150">${escapeHtml(content.footnote)}</p>
<p style="margin:0">${escapeHtml(content.signature)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
