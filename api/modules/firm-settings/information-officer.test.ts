import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { renderPage } from '../../../site/render-page.tsx';
import { activityLogs, emailOutbox } from '../../db/schema.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';

// A built privacy page, as scripts/build.ts writes it, so the server has something to fill.
const distDir = join(tmpdir(), `officer-dist-${crypto.randomUUID()}`);
beforeAll(() => {
  mkdirSync(join(distDir, 'site'), { recursive: true });
  writeFileSync(join(distDir, 'site/privacy.html'), renderPage('privacy', { stylesheet: '/s.css', scripts: [] }));
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

let t: TestApp;
let firm: Firm;
withFreshFirm(
  (fresh) => {
    ({ t, firm } = fresh);
  },
  { distDir },
);

const PATH = '/api/admin/firm-settings';
const officer = {
  informationOfficerName: 'Thandi Nkosi',
  informationOfficerEmail: ' Privacy@Ledgerline.co.za ',
  informationOfficerPhone: '+27 21 555 0123',
};
const patch = (json: Record<string, unknown>, who = firm.admin) => as(t, who)(PATH, { method: 'PATCH', json });
type Problem = { errors?: Record<string, string> };

describe('the Information Officer in the firm settings', () => {
  test('none named at first; an admin names them (trimmed, e-mail lower-cased), logged; blank clears', async () => {
    expect(await (await as(t, firm.accountant)(PATH)).json()).toMatchObject({
      informationOfficerName: null,
      informationOfficerEmail: null,
      informationOfficerPhone: null,
    });
    const saved = await patch(officer);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      informationOfficerName: 'Thandi Nkosi',
      informationOfficerEmail: 'privacy@ledgerline.co.za',
      informationOfficerPhone: '+27 21 555 0123',
    });
    const [log] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'firm_settings_changed'));
    expect(log?.details).toMatchObject({ informationOfficerName: { from: null, to: 'Thandi Nkosi' } });
    const cleared = await patch({ informationOfficerPhone: '  ' });
    expect(await cleared.json()).toMatchObject({
      informationOfficerName: 'Thandi Nkosi',
      informationOfficerPhone: null,
    });
  });

  test('a bad e-mail or a phone that is not South African: 422 naming each field, nothing saved', async () => {
    const res = await patch({
      informationOfficerName: 'Thandi Nkosi',
      informationOfficerEmail: 'not-an-address',
      informationOfficerPhone: '+44 20 7946 0958',
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as Problem;
    expect(errors?.informationOfficerEmail).toBe('Please enter a valid email address');
    expect(errors?.informationOfficerPhone).toBe(
      'Enter a South African phone number, such as 021 000 0000 or +27 21 000 0000',
    );
    expect((await (await patch({ informationOfficerName: 'x'.repeat(121) })).json()) as Problem).toMatchObject({
      errors: { informationOfficerName: "Enter the Information Officer's name (up to 120 characters)" },
    });
    expect((await patch({ informationOfficerPhone: 12 })).status).toBe(422);
    expect(await (await as(t, firm.admin)(PATH)).json()).toMatchObject({ informationOfficerName: null });
    for (const phone of ['021 555 0123', '082-555-1234', '0027 82 555 1234', '(011) 555 0123'])
      expect((await patch({ informationOfficerPhone: phone })).status).toBe(200);
  });

  test('only admins name them: accountants, managers and clients are refused', async () => {
    for (const who of [firm.accountant, firm.manager, firm.assignedClient])
      expect((await patch(officer, who)).status).toBe(403);
    expect(await (await as(t, firm.admin)(PATH)).json()).toMatchObject({ informationOfficerName: null });
  });
});

describe('where the Information Officer is shown', () => {
  test("an account e-mail's footer names them, in text and HTML; none named, no line", async () => {
    const reset = () =>
      t.request('/api/password-reset', { method: 'POST', json: { email: firm.assignedClient.user.email } });
    const latest = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, firm.assignedClient.user.email))).at(-1);
    expect((await reset()).status).toBeLessThan(300);
    expect((await latest())?.text).not.toContain('Information Officer');
    await patch(officer);
    await t.db.delete(emailOutbox);
    expect((await reset()).status).toBeLessThan(300);
    const mail = await latest();
    expect(mail?.text).toContain('Information Officer: Thandi Nkosi · privacy@ledgerline.co.za · +27 21 555 0123');
    expect(mail?.html).toContain('Information Officer: Thandi Nkosi · privacy@ledgerline.co.za · +27 21 555 0123');
  });

  test('the breach notice names them as the one to ask', async () => {
    await patch({ ...officer, informationOfficerName: 'Thandi <b>Nkosi</b>' });
    const created = await as(t, firm.admin)('/api/admin/breaches', {
      method: 'POST',
      json: {
        description: 'A laptop was stolen.',
        foundOn: '2026-11-20',
        dataAffected: 'Names',
        clientIds: [firm.assignedClient.user.id],
      },
    });
    const { id } = (await created.json()) as { id: string };
    const sent = await as(t, firm.admin)(`/api/admin/breaches/${id}/notify`, {
      method: 'POST',
      json: { notice: 'On 20 November a laptop was stolen.' },
    });
    expect(sent.status).toBe(200);
    const [notice] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'breach_notice'));
    expect(notice?.text).toContain(
      'If you have questions about this incident, contact our Information Officer, Thandi <b>Nkosi</b>, at privacy@ledgerline.co.za or +27 21 555 0123.',
    );
    expect(notice?.html).toContain('Thandi &lt;b&gt;Nkosi&lt;/b&gt;');
    expect(notice?.html).not.toContain('<b>Nkosi');
  });

  test('the privacy page shows them once named, escaped; before, the general contact as built', async () => {
    const page = async () => (await t.request('/privacy')).text();
    const before = await page();
    expect(before).toContain(
      'Our Information Officer handles privacy requests and complaints. Contact them using the details below.',
    );
    await patch({ ...officer, informationOfficerName: 'Thandi <Nkosi>' });
    const res = await t.request('/privacy');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const after = await res.text();
    expect(after).toContain('Our Information Officer, <strong>Thandi &lt;Nkosi&gt;</strong>, handles privacy requests');
    expect(after).toContain('<a href="mailto:privacy@ledgerline.co.za">privacy@ledgerline.co.za</a>');
    expect(after).toContain('<a href="tel:+27215550123">+27 21 555 0123</a>');
    expect(after).not.toContain('Contact them using the details below.');
    // A browser's cached copy is stale once the officer changes.
    const etag = res.headers.get('etag') ?? '';
    expect((await t.request('/privacy', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await patch({ informationOfficerName: 'Sipho Dlamini' });
    const changed = await t.request('/privacy', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Sipho Dlamini');
    // Filled once per officer, and compressed like every other page.
    const zipped = await t.request('/privacy', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer())))).toContain(
      'Sipho Dlamini',
    );
  });
});
