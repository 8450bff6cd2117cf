import { expect, test } from '@playwright/test';
import { FIRM } from '../domain/firm.ts';

/**
 * /auth's HTML draws the sign-in form before any script (docs/decisions/034-portal-first-load.md).
 * Until the app arrives the form cannot send anything; when it arrives it takes the form over with
 * what was typed and the cursor where it was, and nothing on the page moves.
 */
test('the served sign-in form keeps what was typed before the script arrived, and nothing moves', async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/portal-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || request.url().includes('password')) posted.push(request.url());
  });

  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Username').fill('first-paint-visitor');
  await page.getByLabel('Password').fill('typed before the script');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Password').press('Enter');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth');
  expect(posted).toEqual([]);
  await expect(page.locator('#first-paint')).toHaveCount(1);

  release();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#first-paint-style')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue('first-paint-visitor');
  await expect(page.getByLabel('Password')).toHaveValue('typed before the script');
  await expect(page.getByLabel('Password')).toBeFocused();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
  expect(shifted).toBe(0);

  // Now the app's form: Enter signs in (an unknown account here), nothing in the address.
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Login failed')).toBeVisible();
  expect(page.url()).not.toContain('password');
});

test('/auth#register shows the served Sign in card until the app arrives, which opens the Register tab', async ({
  page,
}) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/portal-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/auth#register', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toHaveCount(0);
  await expect(page.locator('#first-paint')).toHaveCount(0);
});

test('a click on the served Sign in button, or on Register, before the app arrives is done once it has', async ({
  page,
}) => {
  for (const [click, shows] of [
    ['Sign in', 'Username is required'],
    ['Register', 'Create your account'],
  ] as const) {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.unrouteAll();
    // The bundle is held; /auth's small starter script, which notes the click, is not.
    const bundle = (url: URL) => url.pathname.startsWith('/assets/portal-') && !url.pathname.includes('auth-starter');
    await page.route(bundle, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.locator('#first-paint')).toBeVisible();
    await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
    await page.getByRole(click === 'Register' ? 'tab' : 'button', { name: click, exact: true }).click();
    await expect(page.getByText(shows)).toHaveCount(0);
    // Nothing can be typed into the sign-in fields the Register tab is about to replace.
    if (click === 'Register') await expect(page.locator('#first-paint input[name="username"]')).toBeHidden();
    else await expect(page.locator('#first-paint input[name="username"]')).toBeVisible();
    release();
    await expect(page.getByText(shows).first()).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
  }
});

test('a click on the served Register tab while the app asks who is signed in is done too', async ({ page }) => {
  let release = () => {};
  const answerHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/user', async (route) => {
    await answerHeld;
    await route.continue();
  });
  await page.goto('/auth');
  await page.getByLabel('Username').focus();
  // The app is running (its spinner is in the hidden root) while the served form still shows.
  await expect(page.locator('#root > *').first()).toBeAttached();
  await expect(page.locator('#first-paint')).toBeVisible();
  await page.getByRole('tab', { name: 'Register' }).click();
  release();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
});

test('the app runs only once someone uses the page: until then its chunks are fetched, not run', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/auth');
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await expect(page.locator('#root > *')).toHaveCount(0);
  expect(asked).toEqual([]);

  // A keyboard or screen reader user tabs in: the app takes over and the focus stays where it was.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: FIRM.name })).toBeFocused();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('link', { name: FIRM.name })).toBeFocused();
  expect(asked).toContain('/api/user');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeFocused();
});

test('a message the app left in the history entry shows after a reload, with no one touching the page', async ({
  page,
}) => {
  await page.goto('/auth');
  // What the password reset page leaves for the sign-in form (react-router keeps it in history.state.usr).
  await page.evaluate(() =>
    history.replaceState({ usr: { notice: 'Your password was changed.' }, key: 'k', idx: 0 }, ''),
  );
  await page.reload();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
});
