import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const distDir = join(tmpdir(), `firm-dist-${crypto.randomUUID()}`);
let t: TestApp;

beforeAll(async () => {
  const build = Bun.spawnSync(['bun', 'scripts/build.ts'], {
    env: { ...process.env, DIST_DIR: distDir },
    stderr: 'pipe',
  });
  if (build.exitCode !== 0) throw new Error(build.stderr.toString());
  t = await createTestApp({ distDir });
}, 60_000);
afterAll(() => {
  t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const scriptSrc = (html: string) => html.match(/<script type="module" src="([^"]+)"/)?.[1];

describe('front ends', () => {
  test.each(['/', '/about', '/services', '/faq', '/contact', '/terms', '/privacy'])(
    '%s is pre-rendered HTML that forbids framing',
    async (path) => {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toStartWith('<!doctype html>');
    },
  );

  test.each([
    ['/', ['View Packages', 'How It Works', 'Get Custom Quote', '<firm-enquiry-form source="website">']],
    ['/about', ['Our mission', 'Integrity', 'Why choose us']],
    ['/services', ['id="financial-reporting"', 'Get Custom Quote']],
    ['/faq', ['id="technology"', 'How often are my books updated?']],
    ['/contact', ['id="contact-form"', 'variant="contact"']],
    ['/terms', ['Last updated:', '14. Governing law']],
    ['/privacy', ['Lawful basis', '11. Information Officer']],
  ])('%s has its content in the first response, and loads its island and the widgets', async (path, texts) => {
    const html = await (await t.request(path)).text();
    for (const text of texts) expect(html).toContain(text);
    expect(html).toMatch(/<script type="module" src="\/assets\/site-[a-z0-9]+\.js"><\/script>/);
    expect(html).toContain('<script type="module" src="/widgets/v1.js"></script>');
  });

  test('sitemap.xml and robots.txt are served', async () => {
    const sitemap = await t.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain('/privacy</loc>');
    const robots = await t.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap: ');
  });

  test('any other path is the 404 page with status 404', async () => {
    const res = await t.request('/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
  });

  test('portal deep links and the backoffice answer with their app shells', async () => {
    for (const path of [
      '/auth',
      '/auth/reset',
      '/checkout',
      '/dashboard',
      '/dashboard/documents',
      '/admin',
      '/admin/users/1',
    ]) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      // /auth's script starts the same bundle once the served form has painted.
      expect(scriptSrc(await res.text())).toMatch(/^\/assets\/(portal|portal-auth-starter|backoffice)-[a-z0-9]+\.js$/);
    }
  });

  test("/auth's script fetches the sign-in page's chunks side by side after the first frame; the other portal paths' shell preloads nothing", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    const signIn = await (await t.request('/auth')).text();
    const portalJs = scriptSrc(await (await t.request('/dashboard')).text()) as string;
    const starter = await (await t.request(scriptSrc(signIn) as string)).text();
    expect(starter).toContain('requestAnimationFrame(');
    expect(starter).toContain(`import(${JSON.stringify(portalJs)})`);
    const chunks = JSON.parse(starter.match(/of(\["\/assets\/[^\]]+\])/)?.[1] ?? '[]') as string[];
    expect(chunks).toContain(portalJs);
    expect(chunks).toContainEqual(expect.stringMatching(/^\/assets\/portal-chunk-auth-page-[a-z0-9]+\.js$/));
    for (const url of chunks) expect((await t.request(url)).status).toBe(200);
    // Nothing in the HTML for the first paint to wait on.
    expect(preloads(signIn)).toEqual([]);
    for (const path of ['/dashboard', '/auth/reset', '/checkout'])
      expect(preloads(await (await t.request(path)).text())).toEqual([]);
  });

  test("/auth's HTML draws the sign-in form, which cannot submit before the app takes it over", async () => {
    const signIn = await (await t.request('/auth')).text();
    const served = signIn.match(/<div id="first-paint">([\s\S]*?)<\/div><div id="root">/)?.[1] ?? '';
    for (const text of ['Sign in to your account', 'Username', 'Password', 'Forgot your password?', '>Register<'])
      expect(served).toContain(text);
    expect(served).toMatch(/<input[^>]*name="password"/);
    expect(served).toContain('href="/auth/forgot"');
    // No submit button (and two fields, so Enter submits nothing): no password in a URL, no post.
    expect(served).not.toContain('type="submit"');
    expect(served).not.toMatch(/<script/);
    // Its styles are inline, in one element the app removes with the form.
    expect(signIn).toMatch(/<style id="first-paint-style">[^<]*-MuiButton-root\{[^<]*<\/style>/);
    expect((await (await t.request('/dashboard')).text()).includes('first-paint')).toBe(false);
  });

  test('a browser holding a session gets the plain shell on /auth, so a signed-in visitor never sees the form flash', async () => {
    const plain = await (await t.request('/dashboard')).text();
    for (const cookie of ['sid=abc', 'theme=x; __Host-sid=abc']) {
      const res = await t.request('/auth', { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toBe('accept-encoding, cookie');
      expect(await res.text()).toBe(plain);
    }
    const signedOut = await t.request('/auth', { headers: { cookie: 'sidebar=open' } });
    expect(signedOut.headers.get('vary')).toBe('accept-encoding, cookie');
    expect(await signedOut.text()).toContain('<div id="first-paint">');
  });

  test('hashed assets are cached for a year and served gzipped', async () => {
    const src = scriptSrc(await (await t.request('/dashboard')).text());
    const res = await t.request(src!, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toContain('text/javascript');
  });

  test('HTML revalidates by ETag', async () => {
    const first = await t.request('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await t.request('/', { headers: { 'if-none-match': etag! } });
    expect(second.status).toBe(304);
  });

  test('the widgets script has a stable URL', async () => {
    const res = await t.request('/widgets/v1.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  test('paths cannot escape the build folder', async () => {
    for (const path of ['/assets/../../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/missing.js']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
    }
  });

  test('Swagger UI works offline: its assets come from this server', async () => {
    const html = await (await t.request('/swagger')).text();
    expect(html).toContain('/swagger/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/unpkg|jsdelivr|cdn\./);
    const bundle = await t.request('/swagger/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await t.request('/swagger/assets/package.json')).status).toBe(404);
  });
});
