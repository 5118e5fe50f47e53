import { MAIL_COLORS, SITE, UNSUBSCRIBE_TEXTS } from '@campus-threads/contract';

/** What a template gives: the subject, and the body as paragraphs, a table and one button. */
export type MailContent = {
  subject: string;
  /** The first line, in bold: "Hi Chitra," is added before it. */
  heading: string;
  paragraphs: string[];
  /** Label and value rows (an order's lines and totals). */
  rows?: { label: string; value: string; strong?: boolean }[];
  /** The one thing to do next, as a link on the shop. */
  action?: { label: string; url: string };
  /** Small print under the button (why they got it, how long a link lasts). */
  footnote?: string;
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const C = MAIL_COLORS;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The HTML every message shares: one column at most 560 px wide that fits a phone, inline styles
 * (mail programs drop style sheets), the shop's name and palette, and a plain-text twin for
 * programs that show no HTML. Every value from a user (a name, a remark) is escaped here. An
 * optional message (one the user may turn off) ends with its unsubscribe link (docs/decisions/0053).
 */
export function renderMail(
  content: MailContent,
  recipientName: string,
  publicUrl: string,
  unsubscribeUrl?: string,
): { subject: string; html: string; text: string } {
  const greeting = `Hi ${recipientName.split(/\s+/)[0] || 'there'},`;
  const rows = content.rows ?? [];
  const rowsHtml = rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0;">${rows
        .map(
          (row) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid ${C.border};color:${C.muted};font-size:14px;">${escapeHtml(row.label)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid ${C.border};color:${C.ink};font-size:14px;${row.strong ? 'font-weight:700;' : ''}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = content.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${C.accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;font-size:15px;">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${C.surface};font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.surface};padding:24px 12px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${C.border};border-radius:12px;">
<tr><td style="padding:20px 24px;background:${C.ink};border-radius:12px 12px 0 0;"><a href="${escapeHtml(publicUrl)}" style="color:#ffffff;text-decoration:none;font-size:18px;font-weight:700;">${escapeHtml(SITE.name)}</a></td></tr>
<tr><td style="padding:24px;color:${C.ink};font-size:15px;line-height:1.5;">
<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px;font-weight:700;font-size:17px;">${escapeHtml(content.heading)}</p>
${content.paragraphs.map((p) => `<p style="margin:0 0 12px;">${escapeHtml(p)}</p>`).join('\n')}
${rowsHtml}${button}
${content.footnote ? `<p style="margin:16px 0 0;color:${C.muted};font-size:13px;">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${C.border};color:${C.muted};font-size:12px;">${escapeHtml(SITE.name)} · ${escapeHtml(SITE.tagline)}<br>Questions? Write to ${escapeHtml(SITE.supportEmail)} or call ${escapeHtml(SITE.supportPhone)}.${unsubscribeUrl ? `<br>${escapeHtml(UNSUBSCRIBE_TEXTS.mailFooter)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:${C.muted};">${escapeHtml(UNSUBSCRIBE_TEXTS.mailLink)}</a>` : ''}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    greeting,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...rows.map((row) => `${row.label}: ${row.value}`),
    ...(rows.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `${SITE.name} · ${SITE.supportEmail} · ${SITE.supportPhone}`,
    ...(unsubscribeUrl
      ? ['', UNSUBSCRIBE_TEXTS.mailFooter, `${UNSUBSCRIBE_TEXTS.mailLink}: ${unsubscribeUrl}`]
      : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}
