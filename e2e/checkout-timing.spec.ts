import { expect, test, type Page, type Route } from '@playwright/test';
import { unique } from './support/unique.ts';
import { signedInClient } from './support/clients.ts';

/**
 * After Subscribe, /checkout shows the chosen package or a spinner,
 * never 'Nothing to pay', whatever order the cart read and the subscription
 * write answer in. The answers are held with page.route, not slept on.
 */

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A signed-in client made through the CLI: the suite's registration budget is for the registration tests. */
async function newClient(page: Page) {
  await signedInClient(page, unique('t'));
}

/** Records, in the page, whether 'Nothing to pay' was ever on screen since the last reset. */
async function watchForNothingToPay(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { sawNothingToPay: boolean };
    state.sawNothingToPay = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Nothing to pay')) state.sawNothingToPay = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const sawNothingToPay = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawNothingToPay: boolean }).sawNothingToPay);
const resetNothingToPay = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sawNothingToPay: boolean }).sawNothingToPay = false;
  });

const isSubscribe = (route: Route) => route.request().method() === 'POST';
const packageHeading = (page: Page) => page.getByRole('heading', { name: 'Essential package' });
const spinner = (page: Page) => page.getByRole('progressbar', { name: 'Loading checkout' });

async function subscribeToEssential(page: Page) {
  const essential = page.getByRole('article', { name: 'Essential package' });
  await essential.getByRole('link', { name: 'Subscribe' }).click();
}

test.beforeEach(async ({ page }) => {
  await watchForNothingToPay(page);
  await newClient(page);
  await page.goto('/dashboard/subscriptions');
  await expect(page.getByRole('article', { name: 'Essential package' })).toBeVisible();
});

test('the cart read before the write answers after it: the stale answer never wins', async ({ page }) => {
  const cartReadByServer = deferred();
  const releaseStaleCart = deferred();
  // The first cart read reaches the server before the subscription is written, and its answer is held.
  await page.route(
    '**/api/cart',
    async (route) => {
      const response = await route.fetch();
      cartReadByServer.resolve();
      await releaseStaleCart.promise;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await page.route('**/api/subscriptions', async (route) => {
    if (!isSubscribe(route)) return route.fallback();
    await cartReadByServer.promise;
    await route.continue();
  });

  await subscribeToEssential(page);
  await expect(page).toHaveURL(/\/checkout\?subscriptionId=/);
  await expect(packageHeading(page)).toBeVisible();
  // Now the cart answer from before the write arrives; the page keeps the package.
  releaseStaleCart.resolve();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(packageHeading(page)).toBeVisible();
  expect(await sawNothingToPay(page)).toBe(false);
});

test('the write answers after the cart: a spinner until the package is known', async ({ page }) => {
  const cartAnswered = page.waitForResponse((r) => r.url().endsWith('/api/cart'));
  const releaseWrite = deferred();
  await page.route('**/api/subscriptions', async (route) => {
    if (!isSubscribe(route)) return route.fallback();
    const response = await route.fetch();
    await releaseWrite.promise;
    await route.fulfill({ response });
  });

  await subscribeToEssential(page);
  await cartAnswered;
  await expect(spinner(page)).toBeVisible();
  releaseWrite.resolve();
  await expect(page).toHaveURL(/\/checkout\?subscriptionId=/);
  await expect(packageHeading(page)).toBeVisible();
  expect(await sawNothingToPay(page)).toBe(false);
});

test('an empty cart cached from before Subscribe is never shown for the new package', async ({ page }) => {
  // The client looked at the checkout before choosing anything: the portal holds an empty cart.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Subscriptions' }).click();
  await expect(page.getByRole('article', { name: 'Essential package' })).toBeVisible();
  await resetNothingToPay(page);

  const releaseWrite = deferred();
  const releaseCart = deferred();
  await page.route('**/api/subscriptions', async (route) => {
    if (!isSubscribe(route)) return route.fallback();
    const response = await route.fetch();
    await releaseWrite.promise;
    await route.fulfill({ response });
  });
  await page.route('**/api/cart', async (route) => {
    const response = await route.fetch();
    await releaseCart.promise;
    await route.fulfill({ response });
  });

  await subscribeToEssential(page);
  await expect(spinner(page)).toBeVisible();
  const written = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions'));
  releaseWrite.resolve();
  await written;
  // The write has answered; the cart's refetch is still held.
  await expect(spinner(page).or(packageHeading(page))).toBeVisible();
  releaseCart.resolve();
  await expect(page).toHaveURL(/\/checkout\?subscriptionId=/);
  await expect(packageHeading(page)).toBeVisible();
  expect(await sawNothingToPay(page)).toBe(false);
});
