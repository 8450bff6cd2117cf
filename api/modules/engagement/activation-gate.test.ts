import { describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { activityLogs, engagementLetters, payments, services, subscriptions, users } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { as, type Firm, listUrl, withFreshFirm } from '../../testing/firm.ts';
import { pendingManualPayment } from '../billing/manual-billing.ts';
import { LETTER_NOT_SIGNED } from './activation-gate.ts';

let t: TestApp;
let firm: Firm;
let standardId: string;
withFreshFirm(async (fresh) => {
  ({ t, firm } = fresh);
  const [standard] = await t.db.select({ id: services.id }).from(services).where(eq(services.packageType, 'standard'));
  standardId = standard?.id ?? '';
});

const client = () => as(t, firm.assignedClient);
const accountant = () => as(t, firm.accountant);
const admin = () => as(t, firm.admin);
const clientId = () => firm.assignedClient.user.id;

type Letter = { id: string; status: string; letterSha256: string | null };
type Problem = { detail: string; errors?: Record<string, string> };

async function completeCompany() {
  await t.db
    .update(users)
    .set({ company: 'Mokoena Trading (Pty) Ltd', address: '3 Church Street', city: 'Polokwane', postalCode: '0699' })
    .where(eq(users.id, clientId()));
}

/** The client chose the Standard package and owes its first month by EFT (as checkout raises it). */
async function pendingSubscription() {
  const chosen = await client()('/api/subscriptions', { method: 'POST', json: { serviceId: standardId } });
  expect(chosen.status).toBe(201);
  const subscription = (await chosen.json()) as { id: string };
  const payment = await t.db.transaction((tx) => pendingManualPayment(tx, subscription.id, clientId(), new Date()));
  return { subscriptionId: subscription.id, paymentId: payment.id };
}

const markReceived = (paymentId: string) =>
  accountant()(`/api/admin/payments/${paymentId}/mark-received`, { method: 'POST' });

const subscriptionStatus = async (id: string) =>
  (await t.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status;

async function signedByClient(letter: Letter) {
  const res = await client()(`/api/engagement-letters/${letter.id}/sign`, {
    method: 'POST',
    json: { signerName: 'Thabo Mokoena', acceptTerms: true, popiaConsent: true, sha256: letter.letterSha256 },
  });
  expect(res.status).toBe(200);
}

async function staffSendLetter(): Promise<Letter> {
  await completeCompany();
  const draft = (await (
    await accountant()('/api/admin/engagement-letters', {
      method: 'POST',
      json: { clientId: clientId(), serviceId: standardId },
    })
  ).json()) as Letter;
  expect((await accountant()(`/api/admin/engagement-letters/${draft.id}/send`, { method: 'POST' })).status).toBe(200);
  return (await (await client()(`/api/engagement-letters/${draft.id}`)).json()) as Letter;
}

describe('the firm setting', () => {
  test('on by default; staff read it, only admins change it, and each change is logged with its old and new value', async () => {
    expect(await (await accountant()('/api/admin/firm-settings')).json()).toMatchObject({
      engagementLetterRequired: true,
      twoFactorRequiredForStaff: false,
      jobWindowDays: 21,
    });
    expect((await client()('/api/admin/firm-settings')).status).toBe(403);
    const off = { method: 'PATCH', json: { engagementLetterRequired: false } };
    expect((await accountant()('/api/admin/firm-settings', off)).status).toBe(403);
    expect((await as(t, firm.manager)('/api/admin/firm-settings', off)).status).toBe(403);
    const bad = await admin()('/api/admin/firm-settings', {
      method: 'PATCH',
      json: { engagementLetterRequired: 'no' },
    });
    expect(bad.status).toBe(422);
    const changed = await admin()('/api/admin/firm-settings', off);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ engagementLetterRequired: false, twoFactorRequiredForStaff: false });
    // Saving the same value again changes nothing and logs nothing more.
    expect((await admin()('/api/admin/firm-settings', off)).status).toBe(200);
    const logged = await t.db
      .select({ details: activityLogs.details, userId: activityLogs.userId })
      .from(activityLogs)
      .where(eq(activityLogs.action, 'firm_settings_changed'));
    expect(logged).toEqual([
      { userId: firm.admin.user.id, details: { engagementLetterRequired: { from: true, to: false } } },
    ]);
  });
});

describe('activating a subscription', () => {
  test('staff cannot mark the payment received before the letter is signed (409, nothing written); after, they can', async () => {
    const { subscriptionId, paymentId } = await pendingSubscription();
    type Row = { id: string; activationBlocked: string | null };
    const listed = async () =>
      ((await (await accountant()(listUrl('payments', { filter: { userId: clientId() } }))).json()) as Row[]).find(
        (row) => row.id === paymentId,
      );
    expect((await listed())?.activationBlocked).toBe(LETTER_NOT_SIGNED);

    const refused = await markReceived(paymentId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).detail).toBe(LETTER_NOT_SIGNED);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('pending');
    expect(await subscriptionStatus(subscriptionId)).toBe('pending');

    // A letter sent but not yet signed is not enough.
    const letter = await staffSendLetter();
    expect((await markReceived(paymentId)).status).toBe(409);
    await signedByClient(letter);
    expect((await listed())?.activationBlocked).toBeNull();
    expect((await markReceived(paymentId)).status).toBe(200);
    expect(await subscriptionStatus(subscriptionId)).toBe('active');
  });

  test('a letter signed for another package does not count', async () => {
    const { paymentId } = await pendingSubscription();
    const [other] = await t.db.select({ id: services.id }).from(services).where(eq(services.packageType, 'essential'));
    await completeCompany();
    const draft = (await (
      await accountant()('/api/admin/engagement-letters', {
        method: 'POST',
        json: { clientId: clientId(), serviceId: other?.id },
      })
    ).json()) as Letter;
    await accountant()(`/api/admin/engagement-letters/${draft.id}/send`, { method: 'POST' });
    await signedByClient((await (await client()(`/api/engagement-letters/${draft.id}`)).json()) as Letter);
    expect((await markReceived(paymentId)).status).toBe(409);
  });

  test('with the setting off, staff activate without a letter', async () => {
    const { subscriptionId, paymentId } = await pendingSubscription();
    await admin()('/api/admin/firm-settings', { method: 'PATCH', json: { engagementLetterRequired: false } });
    expect((await markReceived(paymentId)).status).toBe(200);
    expect(await subscriptionStatus(subscriptionId)).toBe('active');
  });
});

describe('checkout', () => {
  test('answers 409 until the client signs the standard letter they are offered; then goes on to payment', async () => {
    const chosen = (await (
      await client()('/api/subscriptions', { method: 'POST', json: { serviceId: standardId } })
    ).json()) as { id: string };
    const checkout = () => client()('/api/checkout', { method: 'POST', json: { subscriptionId: chosen.id } });
    const refused = await checkout();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).detail).toBe(LETTER_NOT_SIGNED);
    const requirement = () => client()(`/api/engagement-letters/requirement?serviceId=${standardId}`);
    expect(await (await requirement()).json()).toEqual({ required: true, letterId: null });

    // The letter needs the client's company name and address, asked of the client.
    const standard = () =>
      client()('/api/engagement-letters/standard', { method: 'POST', json: { serviceId: standardId } });
    await t.db.update(users).set({ company: null, address: null }).where(eq(users.id, clientId()));
    const incomplete = await standard();
    expect(incomplete.status).toBe(422);
    expect(((await incomplete.json()) as Problem).errors).toEqual({
      company: 'Add your company name under Company Information first',
      address: 'Add your address under Company Information first',
    });
    expect(await t.db.select().from(engagementLetters)).toEqual([]);

    await completeCompany();
    const offered = (await (await standard()).json()) as Letter & { body: string };
    expect(offered.status).toBe('sent');
    expect(offered.body).toContain('Mokoena Trading (Pty) Ltd');
    expect(offered.body).toContain('R3,599.00 per month including VAT of R469.43');
    // Asking again gives the same letter, not a second one.
    expect(((await (await standard()).json()) as Letter).id).toBe(offered.id);
    expect(await (await requirement()).json()).toEqual({ required: true, letterId: offered.id });
    const [row] = await t.db.select().from(engagementLetters).where(eq(engagementLetters.id, offered.id));
    expect(row?.sentBy).toBeNull();
    expect(row?.createdBy).toBe(clientId());

    await signedByClient(offered);
    expect(await (await requirement()).json()).toEqual({ required: false, letterId: null });
    expect((await checkout()).status).toBe(200);
    expect((await standard()).status).toBe(409);
    // Staff see it, and may activate once the EFT arrives.
    const [payment] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.subscriptionId, chosen.id), eq(payments.status, 'pending')));
    expect((await markReceived(payment?.id ?? '')).status).toBe(200);
  });

  test("another client's standard letter is theirs alone", async () => {
    await completeCompany();
    const offered = (await (
      await client()('/api/engagement-letters/standard', { method: 'POST', json: { serviceId: standardId } })
    ).json()) as Letter;
    const other = as(t, firm.otherClient);
    expect((await other(`/api/engagement-letters/${offered.id}`)).status).toBe(404);
    expect(await (await other(`/api/engagement-letters/requirement?serviceId=${standardId}`)).json()).toEqual({
      required: true,
      letterId: null,
    });
  });
});
