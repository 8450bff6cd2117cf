import { createClient } from '@libsql/client';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { unique } from './support/unique.ts';

/**
 * The widgets on a partner's page: a plain HTML page served from another
 * origin (a Node server on 127.0.0.1, the port after the app's; one per
 * project, both listed in WIDGET_ORIGINS by playwright.config.ts), with
 * hostile CSS, embedding /widgets/v1.js as a partner would.
 */
const appPort = Number(process.env.E2E_PORT ?? 3210);
const app = `http://127.0.0.1:${appPort}`;

// Round trips to the real server: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// One page server per project, so the tests of this file run in order in one worker.
test.describe.configure({ mode: 'default' });

const HOSTILE_CSS = `
  * { all: unset; color: transparent !important; font-size: 2px !important; line-height: 0 !important; }
  html { font-size: 2px !important; }
  firm-enquiry-form, firm-quote-form, firm-whatsapp-float { display: none; opacity: .1; position: absolute; left: -9999px; }
  form, input, select, textarea, button, label, p, div, svg, a { display: none !important; visibility: hidden !important; }
  body { background: #fff; }
`;

function page(title: string, body: string, css = HOSTILE_CSS): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${css}</style>
<script type="module" src="${app}/widgets/v1.js"></script>
</head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>`;
}

const PAGES: Record<string, string> = {
  '/enquiry': page(
    'Partner X: talk to our accountants',
    '<firm-enquiry-form source="partner-x"><p>Enquiry form loading</p></firm-enquiry-form>',
  ),
  '/themed': page(
    'Partner X: themed',
    '<firm-enquiry-form source="partner-x" interest="standard" style="--firm-primary: rgb(91, 33, 182); --firm-font: Georgia, serif"></firm-enquiry-form>',
  ),
  '/contact': page(
    'Partner X: contact',
    '<firm-enquiry-form variant="contact" source="partner-x"></firm-enquiry-form>',
  ),
  '/quote': page('Partner X: quote', '<firm-quote-form source="partner-x"></firm-quote-form>'),
  '/float': page(
    'Partner X: float',
    '<section style="display:block;height:3000px">Long page</section><firm-whatsapp-float phone="+27 21 555 0100" whatsapp="27215550100"></firm-whatsapp-float>',
  ),
};

let server: Server;
let partner: string;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook destructures; this one needs none.
test.beforeAll(async ({}, testInfo) => {
  // Two partner ports per project, one per parallel worker, so two workers running this file at
  // once (--repeat-each) never claim the same port. playwright.config.ts allows all four.
  const pagePort = appPort + 1 + (testInfo.project.name === 'phone' ? 2 : 0) + (testInfo.parallelIndex % 2);
  partner = `http://127.0.0.1:${pagePort}`;
  server = createServer((req, res) => {
    const html = PAGES[req.url ?? ''];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(pagePort, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** The stored rows, read from the e2e server's database file. */
async function stored(sql: string, args: string[]) {
  const db = createClient({ url: `file:.e2e/${appPort}/app.db` });
  try {
    return (await db.execute({ sql, args })).rows;
  } finally {
    db.close();
  }
}

const uniqueEmail = (project: string) => `${unique(`e2e-${project}-`)}@example.co.za`;

/** Reads "What is A + B?" as a person would and types the sum. */
async function answerHumanCheck(form: Locator) {
  const question = form.getByText(/^What is \d+ \+ \d+\?$/);
  await expect(question).toBeVisible();
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec((await question.textContent()) ?? '') ?? [];
  await form.getByLabel(/^What is/).fill(String(Number(a) + Number(b)));
  return (await question.textContent()) ?? '';
}

async function open(p: Page, path: string, tag = 'firm-enquiry-form') {
  const errors: string[] = [];
  p.on('pageerror', (error) => errors.push(error.message));
  await p.goto(`${partner}${path}`);
  const form = p.locator(tag);
  await expect(form.getByRole('button').first()).toBeVisible();
  return { form, errors };
}

test('a partner page embeds the enquiry form; a visitor sends an enquiry that arrives tagged with the source', async ({
  page,
}, testInfo) => {
  const { form, errors } = await open(page, '/enquiry');
  const email = uniqueEmail(testInfo.project.name);

  await form.getByLabel('Name', { exact: true }).fill('Thandi Mokoena');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel(/^Phone/).fill('+27 82 000 0000');
  await form.getByLabel(/^Business name/).fill('Mokoena Bakery');
  await form.getByLabel(/^Interested in/).selectOption({ label: 'Standard' });
  await form.getByLabel(/^Message/).fill('We need monthly bookkeeping and VAT returns.');
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const question = await answerHumanCheck(form);
  await form.getByRole('button', { name: 'Submit' }).click();

  const notice = form.getByRole('status');
  await expect(notice).toContainText('Success!');
  await expect(notice).toContainText("Thank you for contacting us! We'll be in touch soon.");
  // Reset to empty defaults, terms unticked, the same two numbers.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: 'I accept the terms and conditions' })).not.toBeChecked();
  await expect(form.getByText(/^What is/)).toHaveText(question);

  const rows = await stored('select name, business, interest, source from waitlist_submissions where email = ?', [
    email,
  ]);
  expect(rows.map((r) => [r.name, r.business, r.interest, r.source])).toEqual([
    ['Thandi Mokoena', 'Mokoena Bakery', 'standard', 'partner-x'],
  ]);
  const notes = await stored(
    'select related_to from admin_notifications where related_id = (select id from waitlist_submissions where email = ?)',
    [email],
  );
  expect(notes).toHaveLength(1);

  // With the same numbers, a second enquiry goes through too (the server renewed the token).
  const second = uniqueEmail(testInfo.project.name);
  await form.getByLabel('Name', { exact: true }).fill('Sipho Dlamini');
  await form.getByLabel('Email', { exact: true }).fill(second);
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await answerHumanCheck(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(notice).toContainText('Success!');
  expect(await stored('select source from waitlist_submissions where email = ?', [second])).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('hostile host CSS leaves the widget readable and usable', async ({ page }) => {
  const { form } = await open(page, '/enquiry');
  const box = await form.boundingBox();
  expect(box?.width).toBeGreaterThan(250);
  expect(box?.height).toBeGreaterThan(400);
  for (const control of [
    form.getByText('Name', { exact: true }),
    form.getByLabel('Email', { exact: true }),
    form.getByRole('button', { name: 'Submit' }),
  ]) {
    await expect(control).toBeVisible();
    const style = await control.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, fontSize: parseFloat(s.fontSize), visibility: s.visibility, opacity: s.opacity };
    });
    expect(style.color).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.fontSize).toBeGreaterThanOrEqual(14);
    expect(style.visibility).toBe('visible');
    expect(style.opacity).toBe('1');
  }
  // The light-DOM fallback is replaced by the widget.
  await expect(page.getByText('Enquiry form loading')).toBeHidden();
});

test('the spec field messages, red borders and aria-invalid; a wrong answer is refused in the browser', async ({
  page,
}) => {
  const { form } = await open(page, '/enquiry');
  await expect(form.getByText(/^What is/)).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('T');
  await form.getByRole('button', { name: 'Submit' }).click();

  const name = form.getByLabel('Name', { exact: true });
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('You must accept the terms and conditions')).toBeVisible();
  await expect(form.getByText('Please complete the verification.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(name).toBeFocused();
  expect(await name.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(185, 28, 28)');

  // Editing clears the field's message.
  await name.fill('Thandi');
  await expect(form.getByText('Name is required')).toBeHidden();

  await form.getByLabel('Email', { exact: true }).fill('thandi@example.co.za');
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await form.getByText(/^What is/).textContent()) ?? '') ?? [];
  await form.getByLabel(/^What is/).fill(String(Number(a) + Number(b) + 1));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toContainText('Verification failed');
  await expect(form.getByRole('status')).toContainText(
    "Please enter the correct answer to confirm you're not a robot.",
  );
  await expect(form.getByLabel(/^What is/)).toHaveAttribute('aria-invalid', 'true');
});

test('keyboard only: every control is reachable in order and the form submits with Enter', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'keyboard use is a desktop matter');
  const { form } = await open(page, '/enquiry');
  await expect(form.getByText(/^What is/)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type('Keyboard User');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('keyboard'));
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // phone, business, interest, message
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the terms link
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^What is/)).toBeFocused();
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await form.getByText(/^What is/).textContent()) ?? '') ?? [];
  await page.keyboard.type(String(Number(a) + Number(b)));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText('Success!');
});

test('the contact variant: its rules, Sending... and Message sent!', async ({ page }, testInfo) => {
  const { form } = await open(page, '/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
  await expect(form.getByText('You must accept the terms and conditions.')).toBeVisible();

  const email = uniqueEmail(testInfo.project.name);
  await form.getByLabel('Name', { exact: true }).fill('T');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel(/^Interested in/).selectOption({ label: 'General enquiry' });
  await form.getByLabel(/^Message/).fill('Please call me back about payroll.');
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await answerHumanCheck(form);
  // Hold the answer back a moment to see the busy state.
  await page.route(`${app}/api/waitlist`, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(form.getByRole('status')).toContainText('Message sent!');
  await expect(form.getByRole('status')).toContainText("Thank you for contacting us. We'll get back to you shortly.");
  const rows = await stored('select interest, source from waitlist_submissions where email = ?', [email]);
  expect(rows.map((r) => [r.interest, r.source])).toEqual([['general', 'partner-x']]);
});

test('a failed submission shows the error notice', async ({ page }) => {
  const { form } = await open(page, '/enquiry');
  await form.getByLabel('Name', { exact: true }).fill('Thandi');
  await form.getByLabel('Email', { exact: true }).fill('thandi@example.co.za');
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await answerHumanCheck(form);
  await page.route(`${app}/api/waitlist`, (route) => route.abort());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toContainText('Error');
  await expect(form.getByRole('status')).toContainText('There was a problem submitting your form. Please try again.');
});

test('colours and fonts follow the CSS custom properties; interest preselects a package', async ({ page }) => {
  const { form } = await open(page, '/themed');
  const button = form.getByRole('button', { name: 'Submit' });
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(91, 33, 182)');
  expect(await button.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Georgia');
  await expect(form.getByLabel(/^Interested in/)).toHaveValue('standard');
  // A page may choose another package later (the site's package buttons do).
  await form.evaluate((el) => el.setAttribute('interest', 'elite'));
  await expect(form.getByLabel(/^Interested in/)).toHaveValue('elite');
});

test('the quote form stores a quote request with its source', async ({ page }, testInfo) => {
  const { form } = await open(page, '/quote', 'firm-quote-form');
  const email = uniqueEmail(testInfo.project.name);
  await form.getByLabel('Name', { exact: true }).fill('Sipho Dlamini');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel(/^Business type/).selectOption('private_company');
  await form.getByLabel(/^Annual revenue/).selectOption('1m_5m');
  await form.getByRole('checkbox', { name: 'Bookkeeping' }).check();
  await form.getByRole('checkbox', { name: 'Payroll' }).check();
  await form.getByLabel(/^Additional information/).fill('Two branches.');
  await answerHumanCheck(form);
  await form.getByRole('button', { name: 'Request Quote' }).click();
  await expect(form.getByRole('status')).toContainText('Success!');
  const rows = await stored(
    'select business_type, annual_revenue, services, source from quote_requests where email = ?',
    [email],
  );
  expect(rows.map((r) => [r.business_type, r.annual_revenue, JSON.parse(String(r.services)), r.source])).toEqual([
    ['private_company', '1m_5m', ['bookkeeping', 'payroll'], 'partner-x'],
  ]);
});

test('the floating control: call and WhatsApp links, back to top after 300 px', async ({ page }) => {
  await page.goto(`${partner}/float`);
  const float = page.locator('firm-whatsapp-float');
  await expect(float.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
  await expect(float.getByRole('link', { name: /^Call .* on \+27 21 555 0100$/ })).toHaveAttribute(
    'href',
    'tel:+27215550100',
  );
  const wa = await float.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href');
  expect(wa).toMatch(/^https:\/\/wa\.me\/27215550100\?text=Hello%20/);
  await expect(float.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(float.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 800));
  await float.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(float.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
});

test('a page on an origin not in WIDGET_ORIGINS cannot use the API', async ({ page }) => {
  // Same server, other origin: localhost is not listed.
  await page.goto(`${partner.replace('127.0.0.1', 'localhost')}/enquiry`);
  const form = page.locator('firm-enquiry-form');
  await expect(form.getByText('The question could not be loaded.')).toBeVisible();
});

test("the firm's own home and contact pages use the widgets; their enquiries are tagged website", async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/#contact');
  const form = page.locator('#contact firm-enquiry-form');
  const email = uniqueEmail(testInfo.project.name);
  await form.getByLabel('Name', { exact: true }).fill('Home Page Visitor');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await answerHumanCheck(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toContainText('Success!');
  expect((await stored('select source from waitlist_submissions where email = ?', [email]))[0]?.source).toBe('website');
  // The floating buttons are rendered; while the form is behind them they step aside (floating-contact.spec.ts).
  await expect(page.locator('firm-whatsapp-float a.w[aria-label="Chat on WhatsApp"]')).toHaveCount(1);

  await page.goto('/contact#contact-form');
  const contact = page.locator('firm-enquiry-form[variant="contact"]');
  const second = uniqueEmail(testInfo.project.name);
  await contact.getByLabel('Name', { exact: true }).fill('Contact Page Visitor');
  await contact.getByLabel('Email', { exact: true }).fill(second);
  await contact.getByLabel(/^Message/).fill('Please tell me about the Elite package.');
  await contact.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await answerHumanCheck(contact);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status')).toContainText('Message sent!');
  expect((await stored('select source from waitlist_submissions where email = ?', [second]))[0]?.source).toBe(
    'website',
  );
  expect(errors).toEqual([]);
});
