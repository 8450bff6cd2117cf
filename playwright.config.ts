import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// A front-end build already made (scripts/test-all.ts builds dist/ first): served as it is.
// Without it, the server builds its own under .e2e/<port>/, so a bare `npx playwright test` works alone.
const prebuilt = process.env.E2E_DIST_DIR;
const build = prebuilt ? '' : `bun scripts/build.ts > /dev/null && `;

/**
 * Browser tests run under Node against the real server (fresh database in
 * .e2e/), in Debian's chromium: Playwright cannot download its own browsers here.
 */
export default defineConfig({
  testDir: 'e2e',
  // Per port, so runs on different ports never clean up each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A flaky test is a defect to fix, never to retry.
  retries: 0,
  // scripts/test-all.ts asks for a JSON report too, to add these tests to its total.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    // Each run gets its own database and build folder per port, so runs on different ports never collide.
    command: `rm -rf .e2e/${port} && ${build}bun api/server.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:.e2e/${port}/app.db`,
      UPLOAD_DIR: `.e2e/${port}/uploads`,
      DIST_DIR: prebuilt ?? `.e2e/${port}/dist`,
      // Real limits; only the repeated loaded-machine check (README, Tests) raises them.
      RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1',
      // e2e/webhooks.spec.ts registers an endpoint on a local http:// server.
      WEBHOOKS_ALLOW_INSECURE: '1',
      // Account links exist only in e-mails as sent (decision 031): e2e/support/mail.ts reads them here.
      MAIL_LOG_FILE: `.e2e/${port}/mail.jsonl`,
      EMAIL_INTERVAL_MS: '500',
      // The partner pages of e2e/widgets.spec.ts: two per project (desktop, phone), one per parallel worker.
      WIDGET_ORIGINS: [1, 2, 3, 4].map((n) => `http://127.0.0.1:${port + n}`).join(','),
    },
  },
});
