import { describe, expect, test } from 'bun:test';
import { and, eq, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { unzipSync } from 'fflate';
import * as schema from '../../db/schema.ts';
import { activityLogs, dataExports, emailOutbox } from '../../db/schema.ts';
import type { SignedIn } from '../../testing/accounts.ts';
import { as, type Firm, withFreshFirm } from '../../testing/firm.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { LEFT_OUT, SECTIONS } from './export-contents.ts';
import { deleteExpiredDataExports } from './expired-exports.ts';

let t: TestApp;
let firm: Firm;
withFreshFirm((fresh) => {
  ({ t, firm } = fresh);
});

type Export = { id: string; status: string };
type Index = { sections: Record<string, { id: string }[]>; files: { path: string; id: string }[] };

const ask = (who: SignedIn, password = 'correct-horse-1') =>
  as(t, who)('/api/user/data-export', { method: 'POST', json: { password } });

async function ready(id: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, id));
    if (row && row.status !== 'building') return row;
    await Bun.sleep(25);
  }
  throw new Error('the export was never built');
}

/** Gives a client a document (with its file), a message thread with an attachment, and a correction request. */
async function giveData(who: SignedIn, tag: string) {
  const upload = new FormData();
  upload.append('category', 'tax_return');
  upload.append('files', new File([`%PDF-1.4 ${tag} return`], `${tag}-itr14.pdf`, { type: 'application/pdf' }));
  expect((await as(t, who)('/api/documents/upload', { method: 'POST', body: upload })).status).toBe(201);
  const thread = await as(t, who)('/api/messages/threads', {
    method: 'POST',
    json: { subject: `${tag} VAT`, body: `${tag} question` },
  });
  const { id } = (await thread.json()) as { id: string };
  const form = new FormData();
  form.append('body', `${tag} statement attached`);
  form.append('files', new File([`%PDF-1.4 ${tag} statement`], `${tag}-statement.pdf`, { type: 'application/pdf' }));
  expect((await as(t, who)(`/api/messages/threads/${id}/messages`, { method: 'POST', body: form })).status).toBe(201);
  await as(t, who)('/api/user/correction-requests', {
    method: 'POST',
    json: { subject: `${tag} name`, details: `${tag} spelling` },
  });
}

const clientColumn = (table: SQLiteTable) =>
  getTableConfig(table).columns.find((c) => ['user_id', 'client_id'].includes(c.name));
const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));

describe("a client's copy of their data (POPIA s23)", () => {
  test('every table with a client column is in the copy or left out with a reason', () => {
    const exported = new Set(SECTIONS.map((s) => getTableConfig(s.table).name));
    const withClient = tables.filter((table) => clientColumn(table)).map((table) => getTableConfig(table).name);
    expect(withClient.length).toBeGreaterThan(20);
    const undecided = withClient.filter((name) => !exported.has(name) && !(name in LEFT_OUT));
    expect(undecided).toEqual([]);
  });

  test('the ZIP holds every row and file of that client and nothing of another, checked against the database', async () => {
    await giveData(firm.assignedClient, 'mine');
    await giveData(firm.otherClient, 'theirs');
    const res = await ask(firm.assignedClient);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as Export;
    const row = await ready(id);
    expect(row.status).toBe('ready');
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'data_export_ready'), eq(emailOutbox.clientId, firm.assignedClient.user.id)));
    expect(mail?.recipient).toBe(firm.assignedClient.user.email);

    // The database when the copy was made: every row of every section, less the ready e-mail queued after it.
    const me = firm.assignedClient.user.id;
    const held: Record<string, string[]> = {};
    for (const section of SECTIONS) {
      const rows = (await t.db.select().from(section.table).where(section.where(t.db, me))) as { id: string }[];
      held[section.name] = rows
        .filter((r) => r.id !== mail?.id)
        .map((r) => r.id)
        .sort();
    }

    expect((await as(t, firm.otherClient)(`/api/user/data-export/${id}/download`)).status).toBe(404);
    const download = await as(t, firm.assignedClient)(`/api/user/data-export/${id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const indexText = new TextDecoder().decode(zip['index.json']);
    const index = JSON.parse(indexText) as Index;

    for (const section of SECTIONS) {
      const ids = (index.sections[section.name] ?? []).map((r) => r.id).sort();
      expect({ [section.name]: ids }).toEqual({ [section.name]: held[section.name] ?? [] });
    }
    expect(index.sections.documents?.length).toBe(1);
    expect(index.sections.message_attachments?.length).toBe(1);
    expect(index.sections.correction_requests?.length).toBe(1);
    expect(index.sections.profile?.[0]).not.toHaveProperty('password');

    // Nothing of the other client: not their id, nor any id of any of their rows.
    const them = firm.otherClient.user.id;
    expect(indexText).not.toContain(them);
    for (const section of SECTIONS) {
      const theirs = (await t.db.select().from(section.table).where(section.where(t.db, them))) as { id: string }[];
      for (const r of theirs) if (typeof r.id === 'string') expect(indexText).not.toContain(r.id);
    }
    expect(indexText).not.toContain('theirs');

    const texts = index.files.map((f) => new TextDecoder().decode(zip[f.path]));
    expect(texts.sort()).toEqual(['%PDF-1.4 mine return', '%PDF-1.4 mine statement']);

    // Once only.
    expect((await as(t, firm.assignedClient)(`/api/user/data-export/${id}/download`)).status).toBe(404);
    const logged = (await t.db.select().from(activityLogs)).map((r) => r.action);
    expect(logged).toContain('data_export_requested');
    expect(logged).toContain('data_export_downloaded');
  });

  test('a wrong password is a 422 on password and builds nothing', async () => {
    const res = await ask(firm.assignedClient, 'wrong-password-1');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.password).toBe(
      'The password is not correct',
    );
    expect(await t.db.select().from(dataExports)).toEqual([]);
  });

  test('asked twice while it is being built: the same one', async () => {
    const answers = await Promise.all([ask(firm.assignedClient), ask(firm.assignedClient), ask(firm.assignedClient)]);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as Export).id));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    expect(new Set(ids).size).toBe(1);
    await ready(ids[0] as string);
    expect((await t.db.select().from(dataExports)).length).toBe(1);
  });

  test('a client reads the state of their own copy only', async () => {
    const { id } = (await (await ask(firm.assignedClient)).json()) as Export;
    await ready(id);
    const mine = await as(t, firm.assignedClient)(`/api/user/data-export/${id}`);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ id, status: 'ready' });
    expect((await as(t, firm.otherClient)(`/api/user/data-export/${id}`)).status).toBe(404);
    await as(t, firm.assignedClient)(`/api/user/data-export/${id}/download`).then((res) => res.arrayBuffer());
    const after = await as(t, firm.assignedClient)(`/api/user/data-export/${id}`);
    expect(await after.json()).toMatchObject({ id, status: 'downloaded' });
  });

  test('an expired copy does not download', async () => {
    const { id } = (await (await ask(firm.assignedClient)).json()) as Export;
    await ready(id);
    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    expect((await as(t, firm.assignedClient)(`/api/user/data-export/${id}/download`)).status).toBe(404);
  });

  test('the ZIP of an expired copy, or of one downloaded an hour ago, is deleted from storage', async () => {
    const { id } = (await (await ask(firm.assignedClient)).json()) as Export;
    const built = await ready(id);
    const key = built.storageKey as string;
    expect(await t.ctx.storage.read(key)).not.toBeNull();
    expect(await deleteExpiredDataExports(t.db, t.ctx.storage)).toBe(0);
    expect(await t.ctx.storage.read(key)).not.toBeNull();
    const later = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await deleteExpiredDataExports(t.db, t.ctx.storage, later)).toBe(1);
    expect(await t.ctx.storage.read(key)).toBeNull();
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row?.storageKey).toBeNull();
    expect((await as(t, firm.assignedClient)(`/api/user/data-export/${id}/download`)).status).toBe(404);

    // A download broken off half way leaves the file: it goes an hour after the claim.
    await t.db.delete(dataExports);
    const again = (await (await ask(firm.assignedClient)).json()) as Export;
    const second = await ready(again.id);
    await t.db
      .update(dataExports)
      .set({ status: 'downloaded', downloadedAt: new Date() })
      .where(eq(dataExports.id, again.id));
    expect(await deleteExpiredDataExports(t.db, t.ctx.storage)).toBe(0);
    expect(await deleteExpiredDataExports(t.db, t.ctx.storage, new Date(Date.now() + 61 * 60_000))).toBe(1);
    expect(await t.ctx.storage.read(second.storageKey as string)).toBeNull();
  });

  test('staff build it on a written request for clients they see; logged with the reason', async () => {
    const path = `/api/admin/users/${firm.assignedClient.user.id}/data-export`;
    const json = { reason: 'Letter from the client dated 20 November' };
    expect((await as(t, firm.otherAccountant)(path, { method: 'POST', json })).status).toBe(404);
    expect((await as(t, firm.accountant)(path, { method: 'POST', json: { reason: ' ' } })).status).toBe(422);
    const res = await as(t, firm.accountant)(path, { method: 'POST', json });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as Export;
    expect((await ready(id)).requestedBy).toBe(firm.accountant.user.id);
    const [log] = await t.db.select().from(activityLogs).where(eq(activityLogs.action, 'data_export_requested'));
    expect(log).toMatchObject({ userId: firm.accountant.user.id });
    expect(log?.details).toMatchObject({ clientId: firm.assignedClient.user.id, reason: json.reason });
    const other = `/api/admin/users/${firm.otherClient.user.id}/data-export`;
    expect((await as(t, firm.accountant)(other, { method: 'POST', json })).status).toBe(404);
  });
});
