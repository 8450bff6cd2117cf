import { afterEach, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deliverDueWebhooks } from './deliver.ts';
import { emitWebhookEvent } from './events.ts';
import { createWebhooksService } from './service.ts';
import { documentedSnippet, documentedVerifier } from './testing/documented-snippet.ts';
import { startReceiver } from './testing/receiver.ts';

const root = new URL('../../../', import.meta.url).pathname;

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanup) undo();
  cleanup = [];
});

test('the decision record shows the same snippet as the README', () => {
  const record = readFileSync(join(root, 'docs/decisions/020-outgoing-webhooks.md'), 'utf8');
  expect(record).toContain(documentedSnippet());
});

test('the documented snippet verifies a real delivery and refuses a tampered one', async () => {
  const verifyWebhook = await documentedVerifier();

  const hooks = startReceiver();
  const t: TestApp = await createTestApp({ webhooksAllowInsecure: true });
  cleanup.push(hooks.stop, t.close);
  const { secret } = await createWebhooksService(t.ctx).create({ url: hooks.url, events: ['payment.completed'] }, null);
  await emitWebhookEvent(t.db, 'payment.completed', { id: 'pay-1', amount: 1299, currency: 'ZAR' });
  expect(await deliverDueWebhooks(t.db, t.ctx.appSecret, { allowInsecure: true })).toEqual(['succeeded']);

  const [delivery] = hooks.received;
  if (!delivery) throw new Error('Nothing was delivered.');
  expect(delivery.headers.get('webhook-signature')).toStartWith('v1,');
  expect(verifyWebhook(secret, delivery.headers, delivery.body)).toBe(true);

  // The Standard Webhooks reference library accepts it as it is.
  expect(new Webhook(secret).verify(delivery.body, Object.fromEntries(delivery.headers))).toMatchObject({
    type: 'payment.completed',
    data: { id: 'pay-1', amount: 1299 },
  });

  // A changed body, another secret, an old timestamp or a missing header: refused.
  expect(verifyWebhook(secret, delivery.headers, delivery.body.replace('1299', '9999'))).toBe(false);
  const other = (await createWebhooksService(t.ctx).create({ url: hooks.url, events: ['enquiry.created'] }, null))
    .secret;
  expect(verifyWebhook(other, delivery.headers, delivery.body)).toBe(false);
  const headers = (changes: Record<string, string | null>) => ({
    get: (name: string) => (name in changes ? (changes[name] ?? null) : delivery.headers.get(name)),
  });
  const old = String(Number(delivery.headers.get('webhook-timestamp')) - 600);
  expect(verifyWebhook(secret, headers({ 'webhook-timestamp': old }), delivery.body)).toBe(false);
  expect(verifyWebhook(secret, headers({ 'webhook-timestamp': 'soon' }), delivery.body)).toBe(false);
  expect(verifyWebhook(secret, headers({ 'webhook-id': 'evt_other' }), delivery.body)).toBe(false);
  expect(verifyWebhook(secret, headers({ 'webhook-signature': null }), delivery.body)).toBe(false);
  // Several signatures, one of them right (a rotation): accepted.
  const rotated = `v1,${Buffer.alloc(32).toString('base64')} ${delivery.headers.get('webhook-signature')}`;
  expect(verifyWebhook(secret, headers({ 'webhook-signature': rotated }), delivery.body)).toBe(true);
});
