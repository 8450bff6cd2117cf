/**
 * A document request's e-mails carry its upload link, filled in only when the e-mail is
 * handed to the transport (as account links are, decision 031): the outbox row, which
 * staff read and every backup copies, holds this placeholder, never a working link.
 */
import { escapeHtml } from '../../lib/escape-html.ts';

export const UPLOAD_LINK_PLACEHOLDER = '[[upload-link]]';
const LEAD =
  'Someone else has the papers, or no portal password at hand? Upload them from a phone or any device, without signing in, at this link (it takes this request only):';

/** The text and HTML with the link in place of the placeholder, or without its paragraph when the request has no link in force. */
export function withUploadLink(text: string, html: string, url: string | null): { text: string; html: string } {
  if (!text.includes(UPLOAD_LINK_PLACEHOLDER) && !html.includes(UPLOAD_LINK_PLACEHOLDER)) return { text, html };
  if (!url)
    return {
      text: text.replace(`${UPLOAD_LINK_PLACEHOLDER}\n\n`, '').replace(UPLOAD_LINK_PLACEHOLDER, ''),
      html: html.replace(/<p[^>]*>\[\[upload-link\]\]<\/p>\n?/, '').replace(UPLOAD_LINK_PLACEHOLDER, ''),
    };
  const safe = escapeHtml(url);
  return {
    text: text.replace(UPLOAD_LINK_PLACEHOLDER, `${LEAD} ${url}`),
    html: html.replace(UPLOAD_LINK_PLACEHOLDER, `${escapeHtml(LEAD)} <a href="${safe}">${safe}</a>`),
  };
}
