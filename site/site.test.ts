import { describe, expect, test } from 'bun:test';
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from '../domain/engagement/consents.ts';
import { formatDate } from '../domain/format.ts';
import { PACKAGES } from '../domain/packages.ts';
import { FAQ } from './content/faq.ts';
import { PAGES, type PageName } from './pages/index.tsx';
import { renderPage } from './render-page.tsx';
import { robotsTxt, sitemapXml } from './seo/sitemap.ts';
import { htmlText } from './testing/html-text.ts';

const builtAt = new Date('2026-11-22T10:00:00Z');
const env = {
  PUBLIC_URL: 'https://ledgerline.example/',
  FIRM_PHONE: '+27 21 555 0101',
  FIRM_WHATSAPP: '27215550101',
  FIRM_EMAIL: 'info@ledgerline.example',
};
const render = (name: PageName) =>
  renderPage(name, {
    stylesheet: '/assets/site-x.css',
    scripts: ['/assets/site-x.js', '/widgets/v1.js'],
    env,
    builtAt,
  });
const pages = Object.keys(PAGES) as PageName[];
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('every page', () => {
  test.each(pages)('%s: landmarks, one h1, skip link, header links, footer', (name) => {
    const html = render(name);
    expect(html).toStartWith('<!doctype html><html lang="en-ZA">');
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(html).toContain('<a class="skip-link" href="#main">');
    expect(html).toContain('<main id="main"');
    expect(html).toMatch(/<header class="site-header"/);
    expect(html).toMatch(/<nav aria-label="Main">/);
    expect(html).toMatch(/<footer class="site-footer">/);
    const text = htmlText(html);
    for (const label of ['Home', 'About', 'Services', 'FAQ', 'Contact', 'Get Started', 'Quick Links', 'Legal'])
      expect(text).toContain(label);
    expect(text).toContain('Professional accounting, tax and financial services for businesses of all sizes.');
    expect(text).toContain(`© ${builtAt.getFullYear()}`);
    expect(html).toContain('href="/#contact"');
  });

  test.each(pages)('%s: title, description, sharing tags, structured data, scripts', (name) => {
    const html = render(name);
    expect(html).toMatch(/<title>[^<]+Ledgerline<\/title>|<title>Ledgerline<\/title>/);
    expect(html).toContain(`<meta name="description" content="`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta property="og:description"');
    expect(html).toContain('<script type="module" src="/assets/site-x.js"></script>');
    expect(html).toContain('<script type="module" src="/widgets/v1.js"></script>');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld['@type']).toBe('AccountingService');
    expect(ld.address).toMatchObject({
      addressLocality: 'Rondebosch, Cape Town',
      postalCode: '7700',
      addressCountry: 'ZA',
    });
    expect(ld.openingHours).toBe('Mo-Sa 07:00-19:00');
    expect(ld.telephone).toBe(env.FIRM_PHONE);
  });

  test.each(pages)('%s: the floating call / WhatsApp control with its fallback links', (name) => {
    const html = render(name);
    expect(html).toContain(`<firm-whatsapp-float phone="${env.FIRM_PHONE}" whatsapp="${env.FIRM_WHATSAPP}">`);
    expect(html).toContain('href="tel:+27215550101"');
    expect(html).toContain('href="https://wa.me/27215550101?text=');
    expect(html).toContain('aria-label="Back to top"');
  });

  test('canonical URLs come from PUBLIC_URL; the 404 page has none and is not indexed', () => {
    expect(render('index')).toContain('<link rel="canonical" href="https://ledgerline.example/"/>');
    expect(render('about')).toContain('<link rel="canonical" href="https://ledgerline.example/about"/>');
    expect(render('about')).toContain('<meta property="og:url" content="https://ledgerline.example/about"/>');
    const notFound = render('404');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).toContain('<meta name="robots" content="noindex"/>');
  });

  test('the current page is highlighted in the header', () => {
    expect(render('faq')).toContain('<a class="nav-link" href="/faq" aria-current="page">FAQ</a>');
    expect(count(render('faq'), /aria-current="page"/g)).toBe(2); // header link and breadcrumb
  });
});

describe('home', () => {
  const html = render('index');
  const text = htmlText(html);

  test('sections in order with their ids', () => {
    const order = [
      'id="hero-title"',
      'id="peace-of-mind"',
      'id="partners-title"',
      'How It Works',
      'id="promo-title"',
      'id="packages"',
      'id="contact"',
      'id="custom-quote"',
      'id="reach-us-title"',
    ];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('hero buttons, benefits, partner tools, steps, promo', () => {
    expect(html).toMatch(/href="#packages"[^>]*>View Packages</);
    expect(html).toMatch(/href="#contact"[^>]*>Get Started</);
    for (const benefit of [
      'Accurate bookkeeping',
      'Tax compliance',
      'Business growth',
      'Time savings',
      'Reduced risk',
      'Customised solutions',
    ]) {
      expect(text).toContain(benefit);
    }
    for (const tool of ['Online accounting package', 'Payroll package', 'Drafting tool'])
      expect(html).toContain(`aria-label="${tool}"`);
    expect(count(html, /class="step"/g)).toBe(3);
    expect(text).toContain('Cloud accounting software from R 199 per month');
  });

  test('six package cards with en-ZA prices, Standard highlighted, custom quote to #custom-quote', () => {
    expect(count(html, /<article class="package-card/g)).toBe(6);
    for (const pkg of PACKAGES) {
      expect(text).toContain(pkg.title);
      for (const feature of pkg.features) expect(text).toContain(feature);
    }
    for (const price of ['R 799', 'R 1 299', 'R 3 599', 'R 5 999', 'R 8 499', 'R 11 999'])
      expect(text).toContain(`${price} /month`);
    expect(html).toMatch(/<article class="package-card is-highlighted" aria-labelledby="package-standard">/);
    expect(count(html, /is-highlighted/g)).toBe(1);
    expect(html).toMatch(/href="#custom-quote"[^>]*>Get Custom Quote</);
  });

  test('the enquiry widget in #contact with a fallback, then the contact block', () => {
    expect(html).toMatch(
      /<section id="contact"[\s\S]*<firm-enquiry-form source="website"><div class="widget-fallback">/,
    );
    expect(text).toContain('info@ledgerline.example');
    expect(text).toContain('+27 21 555 0101');
    expect(text).toContain('Rondebosch');
    expect(text).toContain('Cape Town, 7700');
    expect(text).toContain('Monday to Saturday 07:00 to 19:00');
    expect(text).toContain('Sunday Closed');
  });
});

describe('about', () => {
  const text = htmlText(render('about'));
  test('breadcrumb, mission, story, six values, four reasons, buttons', () => {
    expect(text).toContain('Home About Us');
    expect(text).toContain('Our mission');
    expect(text).toContain('Our story');
    expect(text).toContain('began in 2018');
    for (const value of ['Integrity', 'Excellence', 'Client Focus', 'Innovation', 'Timeliness', 'Accessibility'])
      expect(text).toContain(value);
    expect(text).toContain('Why choose us');
    expect(count(render('about'), /class="card reason-card"/g)).toBe(4);
    expect(render('about')).toContain('href="/#contact"');
    expect(render('about')).toContain('href="/#packages"');
  });
});

describe('services', () => {
  const html = render('services');
  test('six service anchors, how it works, promo, packages, custom quote to /contact, WhatsApp and mailto', () => {
    for (const id of ['bookkeeping', 'tax', 'payroll', 'advisory', 'consulting', 'financial-reporting'])
      expect(html).toContain(`id="${id}"`);
    expect(html).toContain('id="services"');
    expect(htmlText(html)).toContain('How It Works');
    expect(htmlText(html)).toContain('R 199 per month');
    expect(count(html, /<article class="package-card/g)).toBe(6);
    expect(html).toMatch(/href="\/contact"[^>]*>Get Custom Quote</);
    expect(html).toContain('href="https://wa.me/27215550101?text=');
    expect(html).toContain('href="mailto:info@ledgerline.example"');
    expect(html).toContain('Back to Home');
  });
});

describe('faq', () => {
  const html = render('faq');
  const text = htmlText(html);
  test('six category links, five questions each, the bookkeeping claim, buttons', () => {
    for (const id of ['general', 'bookkeeping', 'tax', 'payroll', 'business', 'technology']) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(FAQ).toHaveLength(6);
    for (const category of FAQ) {
      expect(category.items).toHaveLength(5);
      for (const item of category.items) expect(text).toContain(item.question);
    }
    expect(count(html, /<details class="faq-item" name="faq"/g)).toBe(30);
    expect(text).toContain('Weekly for most clients, or daily for businesses with high transaction volumes');
    expect(html).toContain('href="/#contact"');
    expect(html).toContain('href="/services"');
  });
});

describe('contact', () => {
  const html = render('contact');
  test('breadcrumb, back button, WhatsApp with greeting, e-mail, hours, location, form', () => {
    expect(htmlText(html)).toContain('Home Contact');
    expect(html).toContain('Back to Home');
    expect(html).toMatch(/href="https:\/\/wa\.me\/27215550101\?text=Hello%20Ledgerline/);
    expect(html).toContain('href="mailto:info@ledgerline.example"');
    expect(htmlText(html)).toContain('Monday to Saturday 07:00 to 19:00');
    expect(htmlText(html)).toContain('Our office');
    expect(html).toMatch(/id="contact-form"[\s\S]*<firm-enquiry-form variant="contact" source="website">/);
  });
});

describe('legal pages', () => {
  const terms = render('terms');
  const termsText = htmlText(terms);
  const privacy = render('privacy');
  const privacyText = htmlText(privacy);

  test('terms: 14 numbered sections, South African date, every term of section 9', () => {
    expect(count(terms, /<section id="[a-z-]+" class="legal-section"/g)).toBe(14);
    expect(termsText).toContain('14. Governing law');
    expect(termsText).toContain('R 350');
    expect(termsText).toContain('cancellations due to client circumstances');
    expect(termsText).toContain('within 7 business days of confirming it');
    expect(termsText).toContain('at least 50 valid entries');
    expect(termsText).toContain('participants are told within 7 business days');
    expect(termsText).toContain('South African rand (ZAR) and include VAT unless stated otherwise');
    expect(termsText).toContain('Monthly retainers are billed in advance');
    expect(termsText).toContain('at least 5 years after a client leaves');
  });

  test('privacy: 11 numbered sections, POPIA, the purposes table', () => {
    expect(count(privacy, /<section id="[a-z-]+" class="legal-section"/g)).toBe(11);
    expect(privacyText).toContain('11. Information Officer');
    expect(privacyText).toContain('POPIA');
    expect(privacy).toMatch(
      /<th scope="col">Purpose<\/th><th scope="col">Data types<\/th><th scope="col">Lawful basis<\/th>/,
    );
  });

  // What a client consents to is recorded with the document's version: the page must show
  // that same date, whatever day the site was built.
  test.each([
    ['terms', TERMS_VERSION],
    ['privacy', PRIVACY_POLICY_VERSION],
  ] as const)('%s: "Last updated" is the version consents record, not the build date', (name, version) => {
    for (const day of [builtAt, new Date('2031-03-04T10:00:00Z')]) {
      const html = renderPage(name, { stylesheet: '/assets/site-x.css', scripts: [], env, builtAt: day });
      expect(htmlText(html)).toContain(`Last updated: ${formatDate(version)}`);
      expect(html).toContain(`<time dateTime="${version}">`);
      expect(htmlText(html)).not.toContain(formatDate(day));
    }
  });

  test.each(['terms', 'privacy'] as const)('%s shows e-mail, postal address, phone and Back to Home', (name) => {
    const html = render(name);
    const text = htmlText(html);
    expect(text).toContain('info@ledgerline.example');
    expect(text).toContain('12 Main Road, Rondebosch, Cape Town, 7700, South Africa');
    expect(text).toContain('+27 21 555 0101');
    expect(html).toMatch(/<a class="back-link" href="\/">[\s\S]*?Back to Home<\/a>/);
  });
});

describe('not found', () => {
  test('the product texts', () => {
    const text = htmlText(render('404'));
    expect(text).toContain('404 Page Not Found');
    expect(text).toContain('Did you forget to add the page to the router?');
  });
});

describe('sitemap and robots', () => {
  test('sitemap lists the seven public pages', () => {
    const xml = sitemapXml('https://ledgerline.example', builtAt);
    expect(count(xml, /<url>/g)).toBe(7);
    expect(xml).toContain('<loc>https://ledgerline.example/</loc><lastmod>2026-11-22</lastmod>');
    expect(xml).toContain(`<loc>https://ledgerline.example/privacy</loc><lastmod>${PRIVACY_POLICY_VERSION}</lastmod>`);
    expect(xml).toContain(`<loc>https://ledgerline.example/terms</loc><lastmod>${TERMS_VERSION}</lastmod>`);
  });
  test('robots points at the sitemap and keeps crawlers out of the apps', () => {
    const txt = robotsTxt('https://ledgerline.example');
    expect(txt).toContain('Sitemap: https://ledgerline.example/sitemap.xml');
    expect(txt).toContain('Disallow: /dashboard');
    expect(txt).toContain('Disallow: /api/');
  });
});
