import { afterEach, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deliverDueWebhooks } from './deliver.ts';
import { emitWebhookEvent } from './events.ts';
import { createWebhooksService } from './service.ts';
import { startReceiver } from './testing/receiver.ts';

type Verify = (secret: string, headers: { get(name: string): string | null }, rawBody: string) => boolean;

const root = new URL('../../../', import.meta.url).pathname;

/** The TypeScript block between the README's webhook-verify markers, exactly as an integrator copies it. */
function documentedSnippet(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('<!-- webhook-verify:start -->')[1]?.split('<!-- webhook-verify:end -->')[0];
  const code = section?.match(/```ts\n([\s\S]*?)```/)?.[1];
  if (!code) throw new Error('No verification snippet between the README markers.');
  return code;
}

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
  const dir = mkdtempSync(join(tmpdir(), 'webhook-snippet-'));
  const file = join(dir, 'verify.ts');
  writeFileSync(file, documentedSnippet());
  const { verifyWebhook } = (await import(file)) as { verifyWebhook: Verify };

  const hooks = startReceiver();
  const t: TestApp = await createTestApp({ webhooksAllowInsecure: true });
  cleanup.push(hooks.stop, t.close, () => rmSync(dir, { recursive: true, force: true }));
  const { secret } = await createWebhooksService(t.ctx).create({ url: hooks.url, events: ['payment.completed'] }, null);
  await emitWebhookEvent(t.db, 'payment.completed', { id: 'pay-1', amount: 1299, currency: 'ZAR' });
  expect(await deliverDueWebhooks(t.db, t.ctx.appSecret)).toEqual(['succeeded']);

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
