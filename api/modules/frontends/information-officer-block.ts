/**
 * The privacy page is pre-rendered at build time, but the Information Officer is
 * a firm setting admins change at any time: the page carries a slot
 * (site/content/privacy.tsx) that the server fills when it serves the page. With
 * no officer named, the slot keeps its built text, pointing at the firm's general contact.
 */
import { telHref } from '../../../domain/firm.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { InformationOfficer } from '../firm-settings/public.ts';

const SLOT = /<div data-information-officer="">[\s\S]*?<\/div>/;

export function fillInformationOfficer(html: string, officer: InformationOfficer | null): string {
  if (!officer) return html;
  const rows = [
    officer.email
      ? `<div><dt>E-mail</dt><dd><a href="mailto:${escapeHtml(officer.email)}">${escapeHtml(officer.email)}</a></dd></div>`
      : '',
    officer.phone
      ? `<div><dt>Phone</dt><dd><a href="${escapeHtml(telHref(officer.phone))}">${escapeHtml(officer.phone)}</a></dd></div>`
      : '',
  ].join('');
  const block =
    `<div data-information-officer=""><p>Our Information Officer, <strong>${escapeHtml(officer.name)}</strong>, handles privacy requests and complaints.` +
    (rows ? ' Contact them directly:</p>' : ' Reach them through the details below.</p>') +
    (rows ? `<dl class="legal-contact information-officer">${rows}</dl>` : '') +
    '</div>';
  return html.replace(SLOT, () => block);
}
