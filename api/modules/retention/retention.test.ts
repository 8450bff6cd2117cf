import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { activityLogs, documents, retainedRecords, users } from '../../db/schema.ts';
import { signIn, type SignedIn } from '../../testing/accounts.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';

let t: TestApp;
let firm: Firm;
let me: SignedIn;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
  me = firm.assignedClient;
});

type Doc = { id: string; fileName: string; keepUntil: string | null; retentionRule: string | null };

async function upload(category: string, name: string, who: SignedIn = me): Promise<Doc> {
  const body = new FormData();
  body.append('category', category);
  body.append('files', new File([new Uint8Array(300).fill(65)], name, { type: 'application/pdf' }));
  const res = await as(t, who)('/api/documents/upload', { method: 'POST', body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { documents: Doc[] }).documents[0] as Doc;
}
const keyOf = async (id: string) =>
  (await t.db.select({ key: documents.fileUrl }).from(documents).where(eq(documents.id, id)))[0]?.key ?? '';
const stored = (key: string) => existsSync(join(t.config.uploadDir, key));
const backdate = (id: string, iso: string) =>
  t.db
    .update(documents)
    .set({ uploadedAt: new Date(iso) })
    .where(eq(documents.id, id));
const deleteAccount = (who: SignedIn) =>
  as(t, who)('/api/user', { method: 'DELETE', json: { password: 'correct-horse-1' } });
const actions = async () => (await t.db.select().from(activityLogs)).map((row) => row.action);

/** The end of February of the South African tax year `today` falls in, plus `years`. */
function taxYearEndPlus(years: number, today = todayInSouthAfrica()): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y + (m >= 3 ? 1 : 0) + years, 2, 0));
  return end.toISOString().slice(0, 10);
}

describe('retention clocks on documents', () => {
  test('a document answers keepUntil and retentionRule from its kind; one no rule holds answers null', async () => {
    const tax = await upload('tax_return', 'itr14.pdf');
    const other = await upload('other', 'menu.pdf');
    expect(tax.keepUntil).toBe(taxYearEndPlus(5));
    expect(tax.retentionRule).toBe('tax_records');
    expect(other.keepUntil).toBeNull();
    expect(other.retentionRule).toBeNull();
    const moi = await upload('company_constitution', 'moi.pdf');
    expect(moi.retentionRule).toBe('company_records');
    const [y, m, d] = todayInSouthAfrica().split('-');
    expect(moi.keepUntil).toBe(`${Number(y) + 7}-${m}-${d}`);

    const list = (await (await as(t, me)('/api/documents')).json()) as Doc[];
    expect(list.find((doc) => doc.id === tax.id)?.keepUntil).toBe(taxYearEndPlus(5));
    const staffView = (await (await as(t, firm.accountant)(`/api/admin/documents/${tax.id}`)).json()) as Doc;
    expect([staffView.keepUntil, staffView.retentionRule]).toEqual([taxYearEndPlus(5), 'tax_records']);
  });

  test('nobody deletes a held document: the client and a manager get 409 naming the date and rule', async () => {
    const tax = await upload('tax_return', 'itr14.pdf');
    const key = await keyOf(tax.id);
    const byClient = await as(t, me)(`/api/documents/${tax.id}`, { method: 'DELETE' });
    expect(byClient.status).toBe(409);
    const problem = (await byClient.json()) as { detail: string; errors: Record<string, string> };
    expect(problem.detail).toContain('Tax Administration Act');
    expect(problem.errors).toEqual({ keepUntil: taxYearEndPlus(5), retentionRule: 'tax_records' });
    const byManager = await as(t, firm.manager)(`/api/admin/documents/${tax.id}`, { method: 'DELETE' });
    expect(byManager.status).toBe(409);
    expect((await t.db.select().from(documents).where(eq(documents.id, tax.id))).length).toBe(1);
    expect(stored(key)).toBe(true);
  });

  test('a document no clock holds is deleted with its file; another client’s is a 404', async () => {
    const other = await upload('other', 'menu.pdf');
    const key = await keyOf(other.id);
    expect((await as(t, firm.otherClient)(`/api/documents/${other.id}`, { method: 'DELETE' })).status).toBe(404);
    const res = await as(t, me)(`/api/documents/${other.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(documents).where(eq(documents.id, other.id))).toEqual([]);
    expect(stored(key)).toBe(false);
    expect(await actions()).toContain('document_deleted');
  });

  test('staff extend a clock with a reason, never shorter; an unassigned accountant gets 404', async () => {
    const tax = await upload('tax_return', 'itr14.pdf');
    const extend = (who: SignedIn, json: unknown) =>
      as(t, who)(`/api/admin/documents/${tax.id}/retention`, { method: 'POST', json });
    expect((await extend(firm.otherAccountant, { until: '2040-06-30', reason: 'SARS audit' })).status).toBe(404);
    const shorter = await extend(firm.accountant, { until: '2027-01-01', reason: 'SARS audit' });
    expect(shorter.status).toBe(422);
    expect(((await shorter.json()) as { errors: Record<string, string> }).errors.until).toContain(
      'only be made longer',
    );
    const noReason = await extend(firm.accountant, { until: '2040-06-30', reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors).toHaveProperty('reason');
    const ok = await extend(firm.accountant, { until: '2040-06-30', reason: 'SARS audit of 2024' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: tax.id, keepUntil: '2040-06-30', retentionRule: 'tax_dispute' });
    expect(await actions()).toContain('retention_extended');
  });

  test('a record with an extended clock survives past its first date', async () => {
    const tax = await upload('tax_return', 'itr14.pdf');
    await as(t, firm.accountant)(`/api/admin/documents/${tax.id}/retention`, {
      method: 'POST',
      json: { until: '2040-06-30', reason: 'Objection lodged' },
    });
    // Received in May 2017 (tax year ending February 2018): the rule alone kept it until 28 February 2023.
    await backdate(tax.id, '2017-05-01T10:00:00Z');
    const res = await as(t, firm.manager)(`/api/admin/documents/${tax.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toContain('30 June 2040');
    // Without the extension the same document would go.
    const plain = await upload('tax_return', 'itr14-2016.pdf');
    await backdate(plain.id, '2017-05-01T10:00:00Z');
    const list = (await (await as(t, me)('/api/documents')).json()) as Doc[];
    expect(list.find((doc) => doc.id === plain.id)?.keepUntil).toBe('2023-02-28');
    expect((await as(t, me)(`/api/documents/${plain.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('account deletion keeps what the law keeps', () => {
  test('a tax return survives the deletion, detached, out of reach of the old session and password', async () => {
    const tax = await upload('tax_return', 'itr14.pdf');
    const other = await upload('other', 'menu.pdf');
    const [taxKey, otherKey] = [await keyOf(tax.id), await keyOf(other.id)];
    const notice = (await (await as(t, me)('/api/user/retention')).json()) as { message: string };
    expect(notice.message).toBe(
      `We must keep your tax records until ${new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(new Date(taxYearEndPlus(5)))} under the Tax Administration Act; everything else is deleted now.`,
    );

    expect((await deleteAccount(me)).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.userId, me.user.id))).toEqual([]);
    const kept = await t.db.select().from(retainedRecords);
    expect(kept.map((row) => [row.id, row.formerClientId, row.ruleId, row.keepUntil, row.storageKey])).toEqual([
      [tax.id, me.user.id, 'tax_records', taxYearEndPlus(5), taxKey],
    ]);
    expect(kept[0]?.clientName).toContain('Assigned Bakery');
    expect(stored(taxKey)).toBe(true);
    expect(stored(otherKey)).toBe(false);

    expect((await as(t, me)(`/api/documents/${tax.id}/file`)).status).toBe(401);
    await expect(signIn(t, me.user.username, 'correct-horse-1')).rejects.toThrow();
    // Admins and managers see what was kept; the file is not served to anyone through the client's routes.
    const listed = await as(t, firm.manager)(listUrl('retained-records'));
    expect(((await listed.json()) as { id: string }[]).map((row) => row.id)).toEqual([tax.id]);
    expect((await as(t, firm.accountant)(listUrl('retained-records'))).status).toBe(403);
  });

  test('a signed engagement letter is held for the engagement’s end plus five years', async () => {
    const letter = await upload('contract', 'engagement-letter-signed.pdf');
    expect(letter.keepUntil).toBeNull();
    const { engagementLetters, services, engagementTemplates } = await import('../../db/schema.ts');
    const [service] = await t.db.select().from(services).limit(1);
    const [template] = await t.db.select().from(engagementTemplates).limit(1);
    await t.db.insert(engagementLetters).values({
      clientId: me.user.id,
      serviceId: service?.id ?? '',
      templateId: template?.id ?? '',
      templateVersion: 1,
      status: 'signed',
      body: '# Letter',
      signedDocumentId: letter.id,
    });
    expect((await deleteAccount(me)).status).toBe(200);
    const [kept] = await t.db.select().from(retainedRecords);
    const [y, m, d] = todayInSouthAfrica().split('-');
    expect([kept?.id, kept?.ruleId, kept?.keepUntil]).toEqual([
      letter.id,
      'engagement_letters',
      `${Number(y) + 5}-${m}-${d}`,
    ]);
  });
});

describe('disposal of what deleted accounts left behind', () => {
  test('the list holds exactly what is due; approving deletes it and its file, logged with its rule', async () => {
    const due = await upload('tax_return', 'itr14-2015.pdf');
    const held = await upload('company_constitution', 'moi.pdf');
    const [dueKey, heldKey] = [await keyOf(due.id), await keyOf(held.id)];
    expect((await deleteAccount(me)).status).toBe(200);
    // Time passes for one of them: its last kept day is behind us.
    await t.db.update(retainedRecords).set({ keepUntil: '2020-02-29' }).where(eq(retainedRecords.id, due.id));

    const list = await as(t, firm.admin)(listUrl('disposals'));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { id: string; ruleId: string }[]).map((row) => [row.id, row.ruleId])).toEqual([
      [due.id, 'tax_records'],
    ]);
    expect((await as(t, firm.manager)(listUrl('disposals'))).status).toBe(403);

    const early = await as(t, firm.admin)(`/api/admin/disposals/${held.id}/approve`, { method: 'POST' });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { detail: string }).detail).toContain('Companies Act');

    const approvals = await Promise.all(
      [1, 2, 3].map(() => as(t, firm.admin)(`/api/admin/disposals/${due.id}/approve`, { method: 'POST' })),
    );
    expect(approvals.map((res) => res.status).sort()).toEqual([200, 404, 404]);
    expect((await t.db.select().from(retainedRecords)).map((row) => row.id)).toEqual([held.id]);
    expect(stored(dueKey)).toBe(false);
    expect(stored(heldKey)).toBe(true);
    const logged = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'record_disposed'));
    expect(logged.map((row) => [row.userId, row.details])).toEqual([
      [
        firm.admin.user.id,
        {
          documentId: due.id,
          formerClientId: me.user.id,
          fileName: 'itr14-2015.pdf',
          category: 'tax_return',
          ruleId: 'tax_records',
          keptUntil: '2020-02-29',
        },
      ],
    ]);
  });

  test('a manager extends a retained record’s clock; it then leaves the disposal list', async () => {
    const due = await upload('tax_return', 'itr14.pdf');
    expect((await deleteAccount(me)).status).toBe(200);
    await t.db.update(retainedRecords).set({ keepUntil: '2020-02-29' }).where(eq(retainedRecords.id, due.id));
    expect(
      (
        await as(t, firm.accountant)(`/api/admin/documents/${due.id}/retention`, {
          method: 'POST',
          json: { until: '2035-01-31', reason: 'Appeal' },
        })
      ).status,
    ).toBe(404);
    const res = await as(t, firm.manager)(`/api/admin/documents/${due.id}/retention`, {
      method: 'POST',
      json: { until: '2035-01-31', reason: 'Appeal to the Tax Court' },
    });
    expect(res.status).toBe(200);
    expect(((await (await as(t, firm.admin)(listUrl('disposals'))).json()) as unknown[]).length).toBe(0);
    expect((await as(t, firm.admin)(`/api/admin/disposals/${due.id}/approve`, { method: 'POST' })).status).toBe(409);
  });
});
