import { expect, test, type Page } from '@playwright/test';

const PUBLIC_PATHS = ['/', '/about', '/services', '/faq', '/contact', '/terms', '/privacy'];

/** Collects console errors and uncaught exceptions for the life of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 896;

/** Distance in px from the viewport top to an element's top. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));

/**
 * Waits until (smooth) scrolling has brought the element 80 px below the
 * viewport top (the sticky header's room): polled, so a slow machine only
 * takes longer, never fails on a scroll still under way.
 */
async function expectAnchoredAt80(page: Page, selector: string) {
  await expect
    .poll(async () => Math.abs((await topOf(page, selector)) - 80), { message: selector })
    .toBeLessThanOrEqual(2);
}

/**
 * Lets the page run two animation frames: scroll handlers and anything they
 * schedule have run, so a check that something did NOT happen is meaningful
 * without a fixed sleep.
 */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

test.describe('public site', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} renders with one h1 and no console errors`, async ({ page }) => {
      const errors = watchErrors(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('the header gets a shadow once the page scrolls past 10 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/is-scrolled/);
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
    await page.evaluate(() => scrollTo(0, 8));
    await nextFrames(page);
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => scrollTo(0, 40));
    await expect(header).toHaveClass(/is-scrolled/);
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.evaluate(() => scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-scrolled/);
  });

  test('the header highlights the current page', async ({ page }) => {
    await page.goto('/services');
    if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('small screens: the menu toggle opens the menu and choosing a link closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
    if (!isPhone(page)) {
      await expect(toggle).toBeHidden();
      await expect(menuLink).toBeVisible();
      return;
    }
    await expect(menuLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink).toBeVisible();

    // An in-page link: the page stays, the menu closes.
    await page.locator('#site-menu').getByRole('link', { name: 'Get Started' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink).toBeHidden();
    await expect(page).toHaveURL(/#contact$/);

    // Escape closes it too and gives focus back to the toggle.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Another page: navigation lands with the menu closed.
    await toggle.click();
    await menuLink.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeHidden();
  });

  test('FAQ: one answer open at a time, and an open one collapses', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('details.faq-item');
    await expect(items).toHaveCount(30);
    const first = items.nth(0);
    const second = items.nth(1);
    const elsewhere = items.nth(12);

    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('.faq-answer')).toBeVisible();

    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');

    // Across categories too.
    await elsewhere.locator('summary').click();
    await expect(elsewhere).toHaveAttribute('open', '');
    await expect(second).not.toHaveAttribute('open');

    await elsewhere.locator('summary').click();
    await expect(elsewhere).not.toHaveAttribute('open');
    await expect(page.locator('details.faq-item[open]')).toHaveCount(0);

    // Keyboard: Enter on a focused question opens it.
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(
      page.getByText('Weekly for most clients, or daily for businesses with high transaction volumes'),
    ).toHaveCount(1);
  });

  test('a hash in the URL scrolls to its anchor, leaving 80 px for the header', async ({ page }) => {
    await page.goto('/#packages');
    await expectAnchoredAt80(page, '#packages');

    await page.goto('/faq#payroll');
    await expectAnchoredAt80(page, '#payroll');

    await page.goto('/terms#cancellations');
    await expectAnchoredAt80(page, '#cancellations');

    // An in-page link from the FAQ's category list.
    await page.goto('/faq');
    await page.locator('.faq-nav').getByRole('link', { name: 'Tax' }).click();
    await expect(page).toHaveURL(/#tax$/);
    await expectAnchoredAt80(page, '#tax');
  });

  test("a package's button leads to the enquiry form with that package as the interest", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Choose Standard' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('firm-enquiry-form')).toHaveAttribute('interest', 'standard');
    await expectAnchoredAt80(page, '#contact');
  });

  test('a page without a hash opens at the top', async ({ page }) => {
    await page.goto('/services');
    await page.waitForLoadState('load');
    await nextFrames(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('the floating control offers call and WhatsApp, and back to top after 300 px', async ({ page }) => {
    await page.goto('/about');
    const float = page.locator('firm-whatsapp-float');
    await expect(float).toHaveAttribute('whatsapp', /^\d+$/);
    await expect(float.getByRole('link', { name: /whatsapp/i }).first()).toBeVisible();
    const backToTop = float
      .getByRole('link', { name: /back to top/i })
      .or(float.getByRole('button', { name: /back to top/i }));

    await page.evaluate(() => scrollTo(0, 250));
    await nextFrames(page);
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => scrollTo(0, 600));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => scrollY), { timeout: 5000 }).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('nothing overflows sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('any other path answers 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('skip link is the first stop and moves focus to the main content', async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium');
    await page.goto('/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every page reads completely and the navigation stays reachable', async ({ page }) => {
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Simple monthly packages' })).toBeVisible();
    await expect(page.locator('.package-card')).toHaveCount(6);
    await expect(page.locator('#contact').getByRole('link', { name: /@/ })).toBeVisible();

    await page.goto('/faq');
    const first = page.locator('details.faq-item').first();
    await first.locator('summary').click();
    await expect(first.locator('.faq-answer')).toBeVisible();
  });
});
