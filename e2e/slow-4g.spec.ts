import { expect, test } from '@playwright/test';

/**
 * A client on a phone over a slow mobile network: 1.6 Mbps down, 750 kbps up, 150 ms round trips
 * and a processor four times slower than this machine's (Lighthouse's mobile profile). The sign-in
 * form must be drawn within SIGN_IN_FORM_MS of the navigation starting, cold cache. The limit
 * leaves room for a machine busy with other work (the processor slowdown multiplies it): about
 * 1.7 s quiet, up to 2.8 s on the shared 2-core machine (docs/decisions/034-portal-first-load.md).
 */
const SIGN_IN_FORM_MS = 4000;

test.use({ viewport: { width: 390, height: 844 } });

test('on slow 4G at 390 px the sign-in form shows its username field quickly', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one phone measurement is enough');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto('/auth', { waitUntil: 'commit' });
  // Milliseconds since the navigation started, taken in the page at the first frame the field shows.
  const shownAt = await page.waitForFunction(
    () => {
      const field = document.querySelector<HTMLInputElement>('input[name="username"]');
      return field && field.getBoundingClientRect().height > 0 ? performance.now() : 0;
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
  const ms = Math.round((await shownAt.jsonValue()) as number);
  testInfo.annotations.push({ type: 'sign-in form visible (ms)', description: String(ms) });
  console.log(`slow 4G, 4x CPU, 390 px: sign-in form visible after ${ms} ms`);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(ms).toBeLessThan(SIGN_IN_FORM_MS);
});

/**
 * The app runs only once someone uses /auth (decision 034): its chunks are on the phone by then, so a
 * tap costs evaluating them, asking who is signed in and drawing the form, while the served form
 * already takes the typing. The limit has the same room for a busy machine as the one above.
 */
const TAKEOVER_MS = 4000;

test('on slow 4G at 390 px the app takes the form over soon after the first tap', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one phone measurement is enough');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root > *')).toHaveCount(0);
  const tappedAt = await page.evaluate(() => performance.now());
  await page.getByLabel('Username').tap();
  await page.keyboard.type('typed-at-once');
  const takenAt = await page.waitForFunction(
    () => (document.getElementById('first-paint') ? 0 : performance.now()),
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
  const ms = Math.round(((await takenAt.jsonValue()) as number) - tappedAt);
  testInfo.annotations.push({ type: 'app took the form over after the tap (ms)', description: String(ms) });
  console.log(`slow 4G, 4x CPU, 390 px: the app took the form over ${ms} ms after the first tap`);
  await expect(page.getByLabel('Username')).toHaveValue('typed-at-once');
  await expect(page.getByLabel('Username')).toBeFocused();
  expect(ms).toBeLessThan(TAKEOVER_MS);
});
