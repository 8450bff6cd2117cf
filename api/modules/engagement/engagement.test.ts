import { describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { CONSENT_TEXTS, SIGN_MESSAGES } from '../../../domain/engagement/consents.ts';
import {
  adminNotifications,
  consents,
  documents,
  emailOutbox,
  engagementLetters,
  services,
  users,
} from '../../db/schema.ts';
import { extractPdfText } from '../../lib/pdf/extract-text.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';

let t: TestApp;
let firm: Firm;
let standardId: string;
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  const [standard] = await t.db.select({ id: services.id }).from(services).where(eq(services.packageType, 'standard'));
  standardId = standard?.id ?? '';
});

type Letter = {
  id: string;
  status: string;
  body: string;
  letterSha256: string | null;
  viewedAt: string | null;
  signedDocumentId?: string | null;
};
const accountant = () => as(t, firm.accountant);
const client = () => as(t, firm.assignedClient);
const clientId = () => firm.assignedClient.user.id;

async function completeCompany() {
  await t.db
    .update(users)
    .set({
      company: 'Ngcobo-Müller Bakery (Pty) Ltd',
      address: '12 Long Street',
      city: 'Cape Town',
      postalCode: '8001',
      firstName: 'Zoë',
      lastName: 'Ngcobo-Müller',
    })
    .where(eq(users.id, clientId()));
}

async function draft(): Promise<Letter> {
  const res = await accountant()('/api/admin/engagement-letters', {
    method: 'POST',
    json: { clientId: clientId(), serviceId: standardId },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Letter;
}

async function sentLetter(): Promise<Letter> {
  await completeCompany();
  const letter = await draft();
  const sent = await accountant()(`/api/admin/engagement-letters/${letter.id}/send`, { method: 'POST' });
  expect(sent.status).toBe(200);
  return (await (await client()(`/api/engagement-letters/${letter.id}`)).json()) as Letter;
}

const signBody = (letter: Letter, overrides: Record<string, unknown> = {}) => ({
  signerName: 'Zoë Ngcobo-Müller',
  capacity: 'Director',
  acceptTerms: true,
  popiaConsent: true,
  sha256: letter.letterSha256,
  ...overrides,
});

describe('preparing and sending', () => {
  test('a draft from the package template, the fee at the invoice VAT rate; only staff who see the client', async () => {
    const letter = await draft();
    expect(letter.status).toBe('draft');
    expect(letter.body).toContain('R3,599.00 per month including VAT of R469.43');
    expect(letter.body).not.toContain('{{');
    const body = { clientId: clientId(), serviceId: standardId };
    expect(
      (await as(t, firm.otherAccountant)('/api/admin/engagement-letters', { method: 'POST', json: body })).status,
    ).toBe(404);
    expect((await client()('/api/admin/engagement-letters', { method: 'POST', json: body })).status).toBe(403);
    expect((await as(t, firm.otherAccountant)(`/api/admin/engagement-letters/${letter.id}`)).status).toBe(404);
    // A draft is not the client's to see.
    expect((await client()(`/api/engagement-letters/${letter.id}`)).status).toBe(404);
    expect(await (await client()('/api/engagement-letters')).json()).toEqual([]);
  });

  test("sending needs the client's company name and address, naming what is missing; then the text is frozen", async () => {
    await t.db.update(users).set({ company: null, address: null }).where(eq(users.id, clientId()));
    const letter = await draft();
    const edited = await accountant()(`/api/admin/engagement-letters/${letter.id}`, {
      method: 'PUT',
      json: { body: `${letter.body}\n\nPlus a quarterly review meeting for {{client.nickname}}.` },
    });
    expect(edited.status).toBe(422);
    expect(((await edited.json()) as { errors: { body: string } }).errors.body).toBe(
      'Unknown placeholder: {{client.nickname}}',
    );
    const scoped = `${letter.body}\n\n- A quarterly review meeting`;
    expect(
      (await accountant()(`/api/admin/engagement-letters/${letter.id}`, { method: 'PUT', json: { body: scoped } }))
        .status,
    ).toBe(200);
    const refused = await accountant()(`/api/admin/engagement-letters/${letter.id}/send`, { method: 'POST' });
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors).sort()).toEqual(['address', 'company']);
    await completeCompany();
    // Prepared before the details were known, the draft has gaps: it is refused, saying where.
    const gap = await accountant()(`/api/admin/engagement-letters/${letter.id}/send`, { method: 'POST' });
    expect(gap.status).toBe(422);
    expect(((await gap.json()) as { errors: { body: string } }).errors.body).toContain('[company name not given]');
    expect((await accountant()(`/api/admin/engagement-letters/${letter.id}`, { method: 'DELETE' })).status).toBe(200);
    const again = await draft();
    expect(again.body).toContain('Ngcobo-Müller Bakery (Pty) Ltd of 12 Long Street, Cape Town, 8001');
    const rescoped = `${again.body}\n\n- A quarterly review meeting`;
    const edit = (body: string) =>
      accountant()(`/api/admin/engagement-letters/${again.id}`, { method: 'PUT', json: { body } });
    expect((await edit(rescoped)).status).toBe(200);
    expect((await accountant()(`/api/admin/engagement-letters/${again.id}/send`, { method: 'POST' })).status).toBe(200);
    expect((await edit(scoped)).status).toBe(409);
    expect((await accountant()(`/api/admin/engagement-letters/${again.id}`, { method: 'DELETE' })).status).toBe(409);
    const pdf = await extractPdfText(
      new Uint8Array(await (await client()(`/api/engagement-letters/${again.id}/pdf`)).arrayBuffer()),
    );
    expect(pdf).toContain('A quarterly review meeting');
    // The client is told by e-mail, once, with a link to the letter.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'engagement_letter'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: firm.assignedClient.user.email,
      subject: 'Your engagement letter for the Standard package',
      status: 'queued',
    });
    expect(mails[0]?.text).toContain(`/dashboard/agreements?letter=${again.id}`);
  });
});

describe('signing', () => {
  test('the signed PDF holds the letter and an audit page; it is an approved contract among my documents', async () => {
    const letter = await sentLetter();
    expect(letter.viewedAt).not.toBeNull();
    const signed = await client()(`/api/engagement-letters/${letter.id}/sign`, {
      method: 'POST',
      json: signBody(letter),
      headers: { 'user-agent': 'Mozilla/5.0 (Test Phone)' },
    });
    expect(signed.status).toBe(200);
    const answer = (await signed.json()) as Letter;
    expect(answer.status).toBe('signed');

    const docs = (await (await client()('/api/documents')).json()) as {
      id: string;
      category: string;
      status: string;
      fileUrl: string;
    }[];
    const contract = docs.find((doc) => doc.id === answer.signedDocumentId);
    expect(contract).toMatchObject({ category: 'contract', status: 'approved' });
    const bytes = new Uint8Array(await (await client()(contract?.fileUrl ?? '')).arrayBuffer());
    const text = await extractPdfText(bytes);
    for (const expected of [
      'Monthly management accounts',
      'R3,599.00',
      'R469.43',
      'R350',
      'Signature record',
      letter.id,
      'Zoë Ngcobo-Müller',
      'Director',
      firm.assignedClient.user.username,
      firm.assignedClient.user.email,
      'Mozilla/5.0 (Test Phone)',
      'SAST',
      CONSENT_TEXTS.engagement_terms,
      CONSENT_TEXTS.popia_processing,
      letter.letterSha256 ?? 'no hash',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    const [row] = await t.db.select().from(engagementLetters).where(eq(engagementLetters.id, letter.id));
    expect(row?.signedSha256).toBe(new Bun.CryptoHasher('sha256').update(bytes).digest('hex'));

    const given = await t.db.select().from(consents).where(eq(consents.userId, clientId()));
    expect(given.map((consent) => consent.kind).sort()).toEqual(['engagement_terms', 'popia_processing']);
    const told = await t.db
      .select()
      .from(adminNotifications)
      .where(
        and(
          eq(adminNotifications.type, 'engagement_letter_signed'),
          eq(adminNotifications.userId, firm.accountant.user.id),
        ),
      );
    expect(told).toHaveLength(1);
    // Signed once: again is a 409.
    expect(
      (await client()(`/api/engagement-letters/${letter.id}/sign`, { method: 'POST', json: signBody(letter) })).status,
    ).toBe(409);
  });

  test('bad input: a short name, an unticked box, a changed letter; another client gets 404', async () => {
    const letter = await sentLetter();
    const sign = (json: object, who = client()) =>
      who(`/api/engagement-letters/${letter.id}/sign`, { method: 'POST', json });
    const short = await sign(signBody(letter, { signerName: 'Z', popiaConsent: false }));
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: object }).errors).toEqual({
      signerName: SIGN_MESSAGES.signerName,
      popiaConsent: SIGN_MESSAGES.popiaConsent,
    });
    const changed = await sign(signBody(letter, { sha256: 'a'.repeat(64) }));
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { detail: string }).detail).toBe(SIGN_MESSAGES.changed);
    expect((await sign(signBody(letter), as(t, firm.otherClient))).status).toBe(404);
    expect((await as(t, firm.otherClient)(`/api/engagement-letters/${letter.id}/pdf`)).status).toBe(404);
    expect((await as(t, firm.otherAccountant)(`/api/admin/engagement-letters/${letter.id}/verify`)).status).toBe(404);
  });

  test('verify recomputes both hashes from storage and reports a changed byte', async () => {
    const letter = await sentLetter();
    const signed = (await (
      await client()(`/api/engagement-letters/${letter.id}/sign`, { method: 'POST', json: signBody(letter) })
    ).json()) as Letter;
    const verify = async () =>
      (await (await accountant()(`/api/admin/engagement-letters/${letter.id}/verify`)).json()) as {
        letter: { matches: boolean };
        signed: { matches: boolean };
      };
    expect(await verify()).toMatchObject({ letter: { matches: true }, signed: { matches: true } });
    const [doc] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.id, signed.signedDocumentId ?? ''));
    const stream = await t.ctx.storage.read(doc?.fileUrl ?? '');
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 1;
    // Storage never overwrites: the tampering replaces the file.
    await t.ctx.storage.delete(doc?.fileUrl ?? '');
    await t.ctx.storage.write(doc?.fileUrl ?? '', Readable.from([bytes]), 'application/pdf');
    expect(await verify()).toMatchObject({ letter: { matches: true }, signed: { matches: false } });
  });

  test('declined, then replaced: the new letter supersedes it; a waiting letter must be withdrawn first', async () => {
    const first = await sentLetter();
    const short = await client()(`/api/engagement-letters/${first.id}/decline`, {
      method: 'POST',
      json: { reason: 'no' },
    });
    expect(short.status).toBe(422);
    const declined = await client()(`/api/engagement-letters/${first.id}/decline`, {
      method: 'POST',
      json: { reason: 'The scope misses payroll' },
    });
    expect(((await declined.json()) as Letter).status).toBe('declined');
    expect(
      (await client()(`/api/engagement-letters/${first.id}/sign`, { method: 'POST', json: signBody(first) })).status,
    ).toBe(409);

    const second = await draft();
    expect((await accountant()(`/api/admin/engagement-letters/${second.id}/send`, { method: 'POST' })).status).toBe(
      200,
    );
    const third = await draft();
    expect((await accountant()(`/api/admin/engagement-letters/${third.id}/send`, { method: 'POST' })).status).toBe(409);
    expect((await accountant()(`/api/admin/engagement-letters/${second.id}/withdraw`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await accountant()(`/api/admin/engagement-letters/${third.id}/send`, { method: 'POST' })).status).toBe(200);
    const history = (await (
      await accountant()(listUrl('engagement-letters', { filter: { clientId: clientId() } }))
    ).json()) as Letter[];
    const statusOf = (id: string) => history.find((letter) => letter.id === id)?.status;
    expect([statusOf(first.id), statusOf(second.id), statusOf(third.id)]).toEqual(['superseded', 'superseded', 'sent']);
  });
});

describe('templates', () => {
  test("an admin's edit is a new version; unknown placeholders are refused naming them; sent letters keep theirs", async () => {
    const sent = await sentLetter();
    const admin = as(t, firm.admin);
    const bad = await admin('/api/admin/engagement-templates', {
      method: 'POST',
      json: { packageType: 'standard', body: 'Dear {{client.name}}, your {{package.colour}} package.' },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: { body: string } }).errors.body).toBe(
      'Unknown placeholder: {{package.colour}}',
    );
    const body = '# Letter v2\n\nDear {{client.name}}, the {{package.name}} package costs {{fees}}.';
    expect(
      (
        await as(t, firm.accountant)('/api/admin/engagement-templates', {
          method: 'POST',
          json: { packageType: 'standard', body },
        })
      ).status,
    ).toBe(403);
    const created = await admin('/api/admin/engagement-templates', {
      method: 'POST',
      json: { packageType: 'standard', body },
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { version: number }).version).toBe(2);
    await client()(`/api/engagement-letters/${sent.id}/decline`, { method: 'POST', json: { reason: 'Wrong package' } });
    const next = await draft();
    expect(next.body).toBe(
      '# Letter v2\n\nDear Zoë Ngcobo-Müller, the Standard package costs R3,599.00 per month including VAT of R469.43.',
    );
    expect(((await (await client()(`/api/engagement-letters/${sent.id}`)).json()) as Letter).body).toContain(
      '## 1. Scope of the work',
    );
  });
});

describe('consents', () => {
  test('kept with their versions; withdrawing is recorded once and tells the staff; the signed letter stays', async () => {
    const letter = await sentLetter();
    await client()(`/api/engagement-letters/${letter.id}/sign`, { method: 'POST', json: signBody(letter) });
    const given = (await (await client()('/api/consents')).json()) as {
      id: string;
      kind: string;
      textVersion: string;
      withdrawnAt: string | null;
    }[];
    const popia = given.find((consent) => consent.kind === 'popia_processing');
    expect(popia).toMatchObject({ textVersion: '2026-11-01', withdrawnAt: null });
    expect((await as(t, firm.otherClient)(`/api/consents/${popia?.id}/withdraw`, { method: 'POST' })).status).toBe(404);
    const withdrawn = await client()(`/api/consents/${popia?.id}/withdraw`, { method: 'POST' });
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as { withdrawnAt: string | null }).withdrawnAt).not.toBeNull();
    expect((await client()(`/api/consents/${popia?.id}/withdraw`, { method: 'POST' })).status).toBe(409);
    const told = await t.db
      .select()
      .from(adminNotifications)
      .where(
        and(eq(adminNotifications.type, 'consent_withdrawn'), eq(adminNotifications.userId, firm.accountant.user.id)),
      );
    expect(told).toHaveLength(1);
    // Staff see it on the client's record; an accountant who does not see the client sees none.
    const mine = (await (await accountant()(listUrl('consents', { filter: { userId: clientId() } }))).json()) as {
      withdrawnAt: string | null;
    }[];
    expect(mine).toHaveLength(2);
    expect(
      await (await as(t, firm.otherAccountant)(listUrl('consents', { filter: { userId: clientId() } }))).json(),
    ).toEqual([]);
    expect(((await (await client()(`/api/engagement-letters/${letter.id}`)).json()) as Letter).status).toBe('signed');
  });
});
