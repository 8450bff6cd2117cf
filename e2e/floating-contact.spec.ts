import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * On phones the floating call / WhatsApp buttons never cover a field
 * or a button at 390 px. Every public page is checked (those with a form must
 * have one to check); the portal shows no floating buttons at all.
 */
const PUBLIC_PATHS = ['/', '/about', '/services', '/faq', '/contact', '/terms', '/privacy'];
const FORM_PAGES = ['/', '/contact'];

test.use({ viewport: { width: 390, height: 844 } });
// One width is asked for; the phone project runs it (the desktop one would repeat the same check).
test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'checked once, at 390 px, in the phone project'));

/** The labels of the visible floating buttons whose box meets the control's box. */
const coveringButtons = (control: Locator) =>
  control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const floats = [...document.querySelectorAll('firm-whatsapp-float')].flatMap((host) => [
      ...(host.shadowRoot?.querySelectorAll('a,button') ?? []),
      ...host.querySelectorAll('a'),
    ]);
    return floats
      .filter((f) => {
        const style = getComputedStyle(f);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const b = f.getBoundingClientRect();
        return (
          b.width > 0 && b.height > 0 && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top
        );
      })
      .map((f) => f.getAttribute('aria-label'));
  });

/** Every visible input and button (links drawn as buttons too) of the page, the form widgets' included, but not the floating ones. */
async function controlsOf(page: Page): Promise<Locator[]> {
  const all = await page.locator('input, textarea, select, button, [role="button"], a.btn').all();
  const controls: Locator[] = [];
  for (const control of all) {
    const floating = await control.evaluate((el) => {
      const root = el.getRootNode();
      return root instanceof ShadowRoot && root.host.tagName === 'FIRM-WHATSAPP-FLOAT';
    });
    if (!floating && (await control.isVisible())) controls.push(control);
  }
  return controls;
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => customElements.get('firm-whatsapp-float') !== undefined);
  if (FORM_PAGES.includes(path)) {
    // The enquiry widget renders its fields after it loads: wait for them before listing the controls.
    await expect(page.locator('firm-enquiry-form input').first()).toBeVisible();
  }
}

for (const path of PUBLIC_PATHS) {
  test(`${path}: no floating button covers an input or a button at 390 px`, async ({ page }) => {
    await openPage(page, path);
    const controls = await controlsOf(page);
    if (FORM_PAGES.includes(path)) {
      expect(await page.locator('firm-enquiry-form').locator('input, textarea, button').count()).toBeGreaterThan(3);
    }
    for (const control of controls) {
      await control.scrollIntoViewIfNeeded();
      const label = await control.evaluate(
        (el) => el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim() ?? el.tagName,
      );
      await expect.poll(() => coveringButtons(control), { message: `${path}: over "${label}"` }).toEqual([]);
    }
  });
}

test('the floating buttons are there where no form is behind them, and come back after one', async ({ page }) => {
  await openPage(page, '/about');
  const call = page.locator('firm-whatsapp-float').getByRole('link', { name: /^Call / });
  const whatsapp = page.locator('firm-whatsapp-float').getByRole('link', { name: 'Chat on WhatsApp' });
  await expect(call).toBeVisible();
  await expect(whatsapp).toBeVisible();

  await openPage(page, '/contact');
  const field = page.locator('firm-enquiry-form input').first();
  await field.scrollIntoViewIfNeeded();
  await field.focus();
  // A focused text field at phone width (the keyboard is up): the buttons step aside.
  await expect(call).toBeHidden();
  await field.blur();
  await page.evaluate(() => scrollTo(0, 0));
  await expect(call).toBeVisible();
});

test('the portal shows no floating buttons', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  await expect(page.locator('firm-whatsapp-float')).toHaveCount(0);
});
