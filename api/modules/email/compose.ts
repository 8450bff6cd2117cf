/**
 * Every e-mail's text and HTML from one description: a greeting, paragraphs, one
 * button into the portal, and a footer with the firm's details and, for what a
 * client may turn off, the unsubscribe link. Text is escaped into the HTML; the
 * HTML is a single centred column with inline styles, as mail programs need.
 */
import { escapeHtml } from '../../lib/escape-html.ts';
import { type FirmDetails, formatAddress } from '../../../domain/firm.ts';
import type { InformationOfficer } from '../firm-settings/public.ts';

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Shown above the footer: why the person gets this e-mail. */
  reason?: string;
  unsubscribeUrl?: string | null;
}

export function composeEmail(
  firm: FirmDetails,
  content: EmailContent,
  officer: InformationOfficer | null = null,
): { subject: string; text: string; html: string } {
  const footer = [
    firm.legalName,
    formatAddress(firm.address),
    `${firm.phone} · ${firm.email}`,
    firm.vatNumber ? `VAT number ${firm.vatNumber}` : '',
    officer ? officerLine(officer) : '',
  ].filter(Boolean);
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    ...(content.reason ? [content.reason] : []),
    ...(content.unsubscribeUrl ? [`Stop these e-mails: ${content.unsubscribeUrl}`] : []),
    '',
    '--',
    ...footer,
  ].join('\n');

  const p = (inner: string, style = '') =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933;${style}">${inner}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:28px 28px 8px">
<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#0b3d35">${escapeHtml(firm.name)}</p>
${p(escapeHtml(content.greeting))}
${content.paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0b6e4f;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
${content.reason ? p(escapeHtml(content.reason), 'font-size:13px;color:#52606d') : ''}
${content.unsubscribeUrl ? p(`<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#52606d">Stop these e-mails</a>`, 'font-size:13px') : ''}
</td></tr><tr><td style="padding:16px 28px 24px;border-top:1px solid #e4e7eb;font-size:12px;line-height:1.5;color:#52606d">
${footer.map(escapeHtml).join('<br>')}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject: content.subject, text, html };
}

/** POPIA s55: whom to ask about one's personal information, in every e-mail's footer. */
export function officerLine(officer: InformationOfficer): string {
  return [`Information Officer: ${officer.name}`, officer.email, officer.phone].filter(Boolean).join(' · ');
}
