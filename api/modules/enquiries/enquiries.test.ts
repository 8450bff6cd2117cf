import { afterEach, describe, expect, test } from 'bun:test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENQUIRY_MESSAGES as M } from '../../../domain/enquiry-rules.ts';
import type { Config } from '../../config.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createHumanCheck, HUMAN_CHECK_TTL_MS } from './human-check.ts';
import { ENQUIRY_LIMITS, ENQUIRY_PATHS, HUMAN_CHECK_LIMITS } from './index.ts';
import { ENQUIRY_REPLIES } from './service.ts';
import { tokenIssuedAt } from './testing/signed-token.ts';

let t: TestApp;
afterEach(() => t?.close());

/** A fresh app; rate limits raised unless a test is about them. */
async function start(overrides: Partial<Config> = {}) {
  t = await createTestApp({ rateLimitScale: 1000, ...overrides });
  return t;
}

interface Challenge {
  a: number;
  b: number;
  token: string;
  expiresAt: string;
}

async function challenge(): Promise<Challenge> {
  const res = await t.request('/api/human-check');
  expect(res.status).toBe(200);
  return (await res.json()) as Challenge;
}

/** A correct human-check answer, as a person would type it. */
async function solved() {
  const { a, b, token } = await challenge();
  return { captcha: String(a + b), captchaToken: token };
}

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'POST', json, headers });

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return (await res.json()) as { status: number; detail: string; errors?: Record<string, string> };
}

async function count(table: string): Promise<number> {
  const result = await t.client.execute(`select count(*) as n from ${table}`);
  return Number(result.rows[0]?.n);
}

const home = { name: 'Thandi Mokoena', email: 'Thandi@Example.co.za', terms: true };
const contactForm = {
  name: 'T',
  email: 'thandi@example.co.za',
  message: 'Please call me about payroll.',
  acceptTerms: true,
  services: '',
};

describe('GET /api/human-check', () => {
  test('asks for the sum of two whole numbers from 1 to 10, with a signed, expiring token, never cached', async () => {
    await start();
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const { a, b, token, expiresAt } = await challenge();
      for (const n of [a, b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
        seen.add(n);
      }
      // id.expiry.mac: the sum is bound by the mac, never written in the token.
      expect(token.split('.')).toHaveLength(3);
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + HUMAN_CHECK_TTL_MS - 60_000);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect((await t.request('/api/human-check')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the human check on an enquiry', () => {
  test('a correct answer stores the enquiry and answers the message with a new token for the same question', async () => {
    await start();
    const { a, b, token } = await challenge();
    const res = await post('/api/waitlist', { ...home, captcha: String(a + b), captchaToken: token });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; captchaToken: string };
    expect(body.message).toBe("Thank you for contacting us! We'll be in touch soon.");
    expect(body.captchaToken).not.toBe(token);
    expect(await count('waitlist_submissions')).toBe(1);

    // The form keeps its two numbers after success (docs/product/site.md#enquiry-form-states): the renewed token takes the same sum.
    const again = await post('/api/waitlist', { ...home, captcha: ` ${a + b} `, captchaToken: body.captchaToken });
    expect(again.status).toBe(201);
    expect(await count('waitlist_submissions')).toBe(2);
  });

  test('a wrong answer stores nothing and spends the token: a bot gets one guess', async () => {
    await start();
    const { a, b, token } = await challenge();
    const wrong = await post('/api/waitlist', { ...home, captcha: String(a + b + 1), captchaToken: token });
    expect(wrong.status).toBe(422);
    expect((await problem(wrong)).errors).toEqual({ captcha: M.captchaWrong });
    expect(M.captchaWrong).toBe("Verification failed: Please enter the correct answer to confirm you're not a robot.");

    const retry = await post('/api/waitlist', { ...home, captcha: String(a + b), captchaToken: token });
    expect(retry.status).toBe(422);
    expect((await problem(retry)).errors).toEqual({ captcha: M.captchaUsed });
    expect(await count('waitlist_submissions')).toBe(0);
    expect(await count('admin_notifications')).toBe(0);
  });

  test('the answer is read as a whole number', async () => {
    await start();
    for (const typed of ['7abc', '7.0', 'seven', '-7', '0x7']) {
      const { a, b, token } = await challenge();
      const answer = typed.replace('7', String(a + b));
      const res = await post('/api/waitlist', { ...home, captcha: answer, captchaToken: token });
      expect(res.status).toBe(422);
      expect((await problem(res)).errors).toEqual({ captcha: M.captchaWrong });
    }
    expect(await count('waitlist_submissions')).toBe(0);
  });

  test('a missing answer or token stores nothing', async () => {
    await start();
    const { a, b, token } = await challenge();
    for (const body of [
      { ...home, captchaToken: token },
      { ...home, captcha: '', captchaToken: token },
      { ...home, captcha: '   ', captchaToken: token },
    ]) {
      const res = await post('/api/waitlist', body);
      expect(res.status).toBe(422);
      expect((await problem(res)).errors).toEqual({ captcha: 'Please complete the verification.' });
    }
    for (const body of [
      { ...home, captcha: String(a + b) },
      { ...home, captcha: String(a + b), captchaToken: '' },
    ]) {
      const res = await post('/api/waitlist', body);
      expect(res.status).toBe(422);
      expect((await problem(res)).errors).toEqual({ captcha: M.captchaWrong });
    }
    expect(await count('waitlist_submissions')).toBe(0);
  });

  test('an expired token stores nothing', async () => {
    await start();
    const stale = tokenIssuedAt(t.db, t.ctx.appSecret, 9, Date.now() - HUMAN_CHECK_TTL_MS - 1000);
    const res = await post('/api/waitlist', { ...home, captcha: '9', captchaToken: stale });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual({ captcha: M.captchaExpired });
    // Just inside its hour it is still good.
    const fresh = tokenIssuedAt(t.db, t.ctx.appSecret, 9, Date.now() - HUMAN_CHECK_TTL_MS + 60_000);
    expect((await post('/api/waitlist', { ...home, captcha: '9', captchaToken: fresh })).status).toBe(201);
    expect(await count('waitlist_submissions')).toBe(1);
  });

  test('an injected clock expires tokens too', async () => {
    await start();
    let now = Date.now();
    const check = createHumanCheck(t.db, t.ctx.appSecret, () => now);
    const { a, b, token } = check.issue();
    now += HUMAN_CHECK_TTL_MS;
    expect(await check.verify(String(a + b), token)).toEqual({ ok: false, message: M.captchaExpired });
  });

  test('a reused token stores nothing the second time', async () => {
    await start();
    const answer = await solved();
    expect((await post('/api/waitlist', { ...home, ...answer })).status).toBe(201);
    const reused = await post('/api/waitlist', { ...home, email: 'other@example.co.za', ...answer });
    expect(reused.status).toBe(422);
    expect((await problem(reused)).errors).toEqual({ captcha: M.captchaUsed });
    expect(await count('waitlist_submissions')).toBe(1);
  });

  test('concurrent answers with one token: exactly one is stored', async () => {
    await start();
    const answer = await solved();
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/api/waitlist', { ...home, ...answer })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await count('waitlist_submissions')).toBe(1);
  });

  test('a forged or tampered token stores nothing and writes nothing', async () => {
    await start();
    const { a, b, token } = await challenge();
    const [id, expires, mac] = token.split('.') as [string, string, string];
    const otherSecret = tokenIssuedAt(t.db, 'not the app secret', a + b, Date.now());
    const later = (Date.now() + 10 * HUMAN_CHECK_TTL_MS).toString(36);
    const forgeries = [
      otherSecret,
      `${id}.${later}.${mac}`, // a longer life
      `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${expires}.${mac}`,
      `${id}.${expires}.${mac.slice(0, -2)}AA`,
      'not-a-token',
      `${id}.${expires}`,
    ];
    for (const captchaToken of forgeries) {
      const res = await post('/api/waitlist', { ...home, captcha: String(a + b), captchaToken });
      expect(res.status).toBe(422);
      expect((await problem(res)).errors).toEqual({ captcha: M.captchaWrong });
    }
    expect(await count('waitlist_submissions')).toBe(0);
    expect(await count('used_tokens')).toBe(0);
    // The genuine token is still good.
    expect((await post('/api/waitlist', { ...home, captcha: String(a + b), captchaToken: token })).status).toBe(201);
  });

  test('every enquiry call checks it', async () => {
    await start();
    const bodies: [string, Record<string, unknown>, string][] = [
      [
        '/api/contact',
        { name: 'T', email: 't@example.co.za', subject: 'Payroll', message: 'Please call me back.' },
        'contact_submissions',
      ],
      ['/api/quote-requests', { name: 'T', email: 't@example.co.za' }, 'quote_requests'],
      ['/api/waitlist', contactForm, 'waitlist_submissions'],
    ];
    for (const [path, body, table] of bodies) {
      const { a, b, token } = await challenge();
      const res = await post(path, { ...body, captcha: String(a + b + 2), captchaToken: token });
      expect(res.status).toBe(422);
      expect((await problem(res)).errors).toEqual({ captcha: M.captchaWrong });
      expect(await count(table)).toBe(0);
    }
  });
});

describe('POST /api/waitlist: the home form', () => {
  test('stores the Enquiry with its source and raises a notification', async () => {
    await start();
    const res = await post('/api/waitlist', {
      name: '  Thandi Mokoena ',
      email: ' Thandi@Example.co.za ',
      phone: '+27 82 000 0000',
      business: 'Mokoena Bakery',
      interest: 'standard',
      message: '',
      terms: true,
      source: 'partner-x',
      ...(await solved()),
    });
    expect(res.status).toBe(201);
    const rows = (await t.client.execute('select * from waitlist_submissions')).rows;
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect([
      row.name,
      row.email,
      row.phone,
      row.business,
      row.interest,
      row.message,
      row.source,
      row.is_contacted,
    ]).toEqual([
      'Thandi Mokoena',
      'thandi@example.co.za',
      '+27 82 000 0000',
      'Mokoena Bakery',
      'standard',
      null,
      'partner-x',
      0,
    ]);
    const notes = (await t.client.execute('select * from admin_notifications')).rows;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'enquiry',
      related_to: 'waitlist_submissions',
      related_id: row.id,
      user_id: null,
      is_read: 0,
    });
    expect(String(notes[0]!.message)).toContain('partner-x');
  });

  test('optional fields may be absent; without a source none is stored', async () => {
    await start();
    expect((await post('/api/waitlist', { ...home, ...(await solved()) })).status).toBe(201);
    const row = (await t.client.execute('select source, phone, interest from waitlist_submissions')).rows[0]!;
    expect([row.source, row.phone, row.interest]).toEqual([null, null, null]);
  });

  test.each([
    ['name of 1 character', { name: 'T' }, { name: 'Name is required' }],
    ['blank name', { name: '   ' }, { name: 'Name is required' }],
    ['missing name', { name: undefined }, { name: 'Name is required' }],
    ['invalid e-mail', { email: 'thandi@example' }, { email: 'Invalid email address' }],
    ['missing e-mail', { email: undefined }, { email: 'Invalid email address' }],
    ['terms false', { terms: false }, { terms: 'You must accept the terms and conditions' }],
    ['terms missing', { terms: undefined }, { terms: 'You must accept the terms and conditions' }],
    ['an unknown interest', { interest: 'platinum' }, { interest: M.interest }],
    ['general (contact page only)', { interest: 'general' }, { interest: M.interest }],
    ['a name too long', { name: 'x'.repeat(101) }, { name: 'name must be at most 100 characters' }],
    ['a message too long', { message: 'x'.repeat(5001) }, { message: 'message must be at most 5000 characters' }],
    ['a source that is no tag', { source: '<script>alert(1)</script>' }, { source: M.source }],
    ['a source too long', { source: 'p'.repeat(65) }, { source: M.source }],
  ])('%s', async (_, change, errors) => {
    await start();
    const res = await post('/api/waitlist', { ...home, ...change, ...(await solved()) });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual(errors);
    expect(await count('waitlist_submissions')).toBe(0);
  });

  test('every failing field is reported at once, and the token is not spent by invalid fields', async () => {
    await start();
    const answer = await solved();
    const res = await post('/api/waitlist', { name: 'T', email: 'nope', terms: false, ...answer });
    expect((await problem(res)).errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      terms: 'You must accept the terms and conditions',
    });
    expect((await post('/api/waitlist', { ...home, ...answer })).status).toBe(201);
  });

  test('the wrong types are refused with field messages', async () => {
    await start();
    const res = await post('/api/waitlist', { ...home, terms: 'yes', name: 42, ...(await solved()) });
    expect(res.status).toBe(422);
    const { errors } = await problem(res);
    expect(Object.keys(errors ?? {}).sort()).toEqual(['name', 'terms']);
  });

  test('malformed JSON is 400', async () => {
    await start();
    const res = await t.request('/api/waitlist', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/waitlist: the contact page form', () => {
  test('stores the Enquiry; general is a valid interest and services its copy', async () => {
    await start();
    const res = await post('/api/waitlist', {
      ...contactForm,
      interest: 'general',
      services: 'general',
      source: 'website',
      ...(await solved()),
    });
    expect(res.status).toBe(201);
    const row = (await t.client.execute('select name, interest, message, source from waitlist_submissions')).rows[0]!;
    expect([row.name, row.interest, row.message, row.source]).toEqual([
      'T',
      'general',
      'Please call me about payroll.',
      'website',
    ]);
  });

  test.each([
    ['empty name', { name: '' }, { name: 'Name is required' }],
    ['invalid e-mail', { email: 'thandi.example.co.za' }, { email: 'Please enter a valid email' }],
    ['message of 9 characters', { message: '123456789' }, { message: 'Message must be at least 10 characters.' }],
    ['no message', { message: undefined }, { message: 'Message must be at least 10 characters.' }],
    ['acceptTerms false', { acceptTerms: false }, { acceptTerms: 'You must accept the terms and conditions.' }],
    ['an unknown interest', { interest: 'gold' }, { interest: M.interest }],
  ])('%s', async (_, change, errors) => {
    await start();
    const res = await post('/api/waitlist', { ...contactForm, ...change, ...(await solved()) });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual(errors);
    expect(await count('waitlist_submissions')).toBe(0);
  });

  test('a message of exactly 10 characters passes', async () => {
    await start();
    expect((await post('/api/waitlist', { ...contactForm, message: '1234567890', ...(await solved()) })).status).toBe(
      201,
    );
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Thandi',
    email: 'thandi@example.co.za',
    subject: 'VAT registration',
    message: 'When should I register for VAT?',
    phone: '021 000 0000',
  };

  test('stores a contact submission with its source and raises a notification', async () => {
    await start();
    const res = await post('/api/contact', { ...message, source: 'partner-y', ...(await solved()) });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe(ENQUIRY_REPLIES.contact);
    const row = (await t.client.execute('select * from contact_submissions')).rows[0]!;
    expect([row.name, row.subject, row.message, row.phone, row.source, row.is_read]).toEqual([
      'Thandi',
      'VAT registration',
      'When should I register for VAT?',
      '021 000 0000',
      'partner-y',
      0,
    ]);
    const note = (await t.client.execute('select type, related_to, related_id from admin_notifications')).rows[0]!;
    expect([note.type, note.related_to, note.related_id]).toEqual(['enquiry', 'contact_submissions', row.id]);
  });

  test('applies the contact rules, with a subject required', async () => {
    await start();
    const res = await post('/api/contact', { ...(await solved()) });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters.',
    });
    expect(await count('contact_submissions')).toBe(0);
  });
});

describe('POST /api/quote-requests', () => {
  const quote = {
    name: 'Sipho',
    email: 'sipho@example.co.za',
    phone: '082 000 0000',
    businessType: 'private_company',
    annualRevenue: '1m_5m',
    services: ['bookkeeping', 'payroll', 'payroll'],
    additionalInfo: 'Two branches.',
  };

  test('stores a quote request with the option values, its source and a notification', async () => {
    await start();
    const res = await post('/api/quote-requests', { ...quote, source: 'partner-z', ...(await solved()) });
    expect(res.status).toBe(201);
    const row = (await t.client.execute('select * from quote_requests')).rows[0]!;
    expect([
      row.business_type,
      row.annual_revenue,
      JSON.parse(String(row.services)),
      row.additional_info,
      row.source,
      row.is_processed,
    ]).toEqual(['private_company', '1m_5m', ['bookkeeping', 'payroll'], 'Two branches.', 'partner-z', 0]);
    const note = (await t.client.execute('select related_to, related_id from admin_notifications')).rows[0]!;
    expect([note.related_to, note.related_id]).toEqual(['quote_requests', row.id]);
  });

  test('only name, e-mail and the human check are required', async () => {
    await start();
    expect(
      (
        await post('/api/quote-requests', {
          name: 'S',
          email: 's@example.co.za',
          businessType: '',
          ...(await solved()),
        })
      ).status,
    ).toBe(201);
    const row = (await t.client.execute('select business_type, services from quote_requests')).rows[0]!;
    expect([row.business_type, row.services]).toEqual([null, '[]']);
  });

  test.each([
    ['an unknown business type', { businessType: 'empire' }, { businessType: M.businessType }],
    ['an unknown revenue range', { annualRevenue: 'billions' }, { annualRevenue: M.annualRevenue }],
    ['an unknown service', { services: ['bookkeeping', 'magic'] }, { services: M.services }],
    ['no name', { name: '' }, { name: 'Name is required' }],
    ['invalid e-mail', { email: 'x' }, { email: 'Please enter a valid email' }],
  ])('%s', async (_, change, errors) => {
    await start();
    const res = await post('/api/quote-requests', { ...quote, ...change, ...(await solved()) });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual(errors);
    expect(await count('quote_requests')).toBe(0);
  });
});

describe('the honeypot', () => {
  test.each([
    ['/api/waitlist', home, 'waitlist_submissions', ENQUIRY_REPLIES.waitlist],
    [
      '/api/contact',
      { name: 'T', email: 't@example.co.za', subject: 'S', message: 'A real looking message.' },
      'contact_submissions',
      ENQUIRY_REPLIES.contact,
    ],
    ['/api/quote-requests', { name: 'T', email: 't@example.co.za' }, 'quote_requests', ENQUIRY_REPLIES.quote],
  ])('a filled honeypot on %s gets the success answer and stores nothing', async (path, body, table, reply) => {
    await start();
    const res = await post(path, { ...body, website: 'http://spam.example', ...(await solved()) });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { message: string; captchaToken: string };
    expect(answer.message).toBe(reply);
    expect(answer.captchaToken).toBeString();
    expect(await count(table)).toBe(0);
    expect(await count('admin_notifications')).toBe(0);
  });
});

describe('rate limiting', () => {
  const [perMinute, perHour] = ENQUIRY_LIMITS as [RateRule, RateRule];

  test("one post past the minute's allowance from one address gets 429 with Retry-After; other addresses are unaffected", async () => {
    t = await createTestApp({ trustProxy: 1 });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect(perMinute).toEqual({ limit: 20, windowMs: 60_000 });
    for (let i = 0; i < perMinute.limit; i++) {
      const res = await post('/api/waitlist', { name: 'x' }, from('198.51.100.7'));
      expect(res.status).toBe(422);
    }
    const blocked = await post('/api/waitlist', { ...home, captcha: '2', captchaToken: 'x' }, from('198.51.100.7'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await problem(blocked)).detail).toContain('Too many');
    // Another call and another address have their own counters.
    expect((await post('/api/contact', { name: 'x' }, from('198.51.100.7'))).status).toBe(422);
    expect((await post('/api/waitlist', { name: 'x' }, from('203.0.113.9'))).status).toBe(422);
  });

  test('the counter is per route: a trailing slash or a query string is the same call', async () => {
    t = await createTestApp({ trustProxy: 1 });
    const from = { 'x-forwarded-for': '198.51.100.9' };
    const paths = ['/api/contact', '/api/contact/', '/api/contact?a=1', '/api/contact/?b=2'];
    const statuses: number[] = [];
    for (let i = 0; i <= perMinute.limit; i++)
      statuses.push((await post(paths[i % paths.length]!, { name: 'x' }, from)).status);
    expect(statuses.slice(0, perMinute.limit).every((status) => status === 422)).toBe(true);
    expect(statuses[perMinute.limit]).toBe(429);
  });

  test('behind a proxy, the entry the proxy added is the address: a client-written one changes nothing', async () => {
    t = await createTestApp({ trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i <= perMinute.limit; i++)
      statuses.push(
        (await post('/api/waitlist', { name: 'x' }, { 'x-forwarded-for': `10.9.${i}.1, 198.51.100.10` })).status,
      );
    expect(statuses[perMinute.limit - 1]).toBe(422);
    expect(statuses[perMinute.limit]).toBe(429);
  });

  test('an hour allows at most 60 posts per call and address', async () => {
    t = await createTestApp({ trustProxy: 1 });
    expect(perHour).toEqual({ limit: 60, windowMs: 3_600_000 });
    // Make the minute window generous by pre-filling the hourly counter.
    await t.client.execute({
      sql: 'insert into rate_limits (key, count, reset_at) values (?, ?, ?)',
      args: [`enquiry:/api/quote-requests:3600000:192.0.2.1`, perHour.limit, Date.now() + 3_000_000],
    });
    const res = await post('/api/quote-requests', {}, { 'x-forwarded-for': '192.0.2.1' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(2900);
  });

  test("sixty posts at once from one address: at most the minute's 20 are judged, the rest 429", async () => {
    t = await createTestApp({ trustProxy: 1 });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => post('/api/contact', { name: 'x' }, { 'x-forwarded-for': '198.51.100.30' })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(perMinute.limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60 - perMinute.limit);
  });

  test('only the enquiry calls are counted', async () => {
    t = await createTestApp();
    for (let i = 0; i < 40; i++) expect((await t.request('/api/services')).status).toBe(200);
    const keys = (await t.client.execute('select key from rate_limits')).rows.map((r) => String(r.key));
    expect(keys.filter((k) => k.startsWith('enquiry:'))).toEqual([]);
  });

  test('questions are throttled too', async () => {
    t = await createTestApp();
    expect(HUMAN_CHECK_LIMITS[0]).toEqual({ limit: 120, windowMs: 60_000 });
    for (let i = 0; i < 120; i++) expect((await t.request('/api/human-check')).status).toBe(200);
    const res = await t.request('/api/human-check');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('CORS', () => {
  const partner = 'https://partner.example';
  const corsStart = () => start({ widgetOrigins: [partner], publicUrl: 'https://www.ledgerline.co.za' });

  test('a preflight from an allowed origin is answered, without credentials', async () => {
    await corsStart();
    for (const path of ENQUIRY_PATHS) {
      const res = await t.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: partner,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(partner);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')).toContain('Origin');
    }
  });

  test('an allowed origin may post and read the answer, also when it fails', async () => {
    await corsStart();
    const { a, b, token } = (await (
      await t.request('/api/human-check', { headers: { origin: partner } })
    ).json()) as Challenge;
    const ok = await post(
      '/api/waitlist',
      { ...home, captcha: String(a + b), captchaToken: token, source: 'partner' },
      { origin: partner },
    );
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe(partner);
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();
    const bad = await post('/api/waitlist', { name: 'x' }, { origin: partner });
    expect(bad.status).toBe(422);
    expect(bad.headers.get('access-control-allow-origin')).toBe(partner);
  });

  test("the firm's own origin is allowed", async () => {
    await corsStart();
    const res = await t.request('/api/human-check', { headers: { origin: 'https://www.ledgerline.co.za' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.ledgerline.co.za');
  });

  test('any other origin is refused and nothing is stored', async () => {
    await corsStart();
    const evil = 'https://evil.example';
    const preflight = await t.request('/api/waitlist', {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A "simple" cross-site post (no preflight) is refused by the server as well.
    const answer = await solved();
    const res = await post('/api/waitlist', { ...home, ...answer }, { origin: evil });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await count('waitlist_submissions')).toBe(0);
    for (const origin of ['null', 'https://partner.example.evil.example', 'http://partner.example']) {
      const r = await t.request('/api/human-check', { headers: { origin } });
      expect(r.status).toBe(403);
    }
    // The answer was not spent by the refused post.
    expect((await post('/api/waitlist', { ...home, ...answer })).status).toBe(201);
  });

  test('calls without Origin (servers, integrators) get no CORS headers and work', async () => {
    await corsStart();
    const res = await t.request('/api/human-check');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('same-origin posts are served without CORS headers', async () => {
    await start();
    const res = await post('/api/waitlist', { ...home, ...(await solved()) }, { origin: 'http://localhost' });
    expect(res.status).toBe(201);
  });

  test('WIDGET_ORIGINS=* allows any site, still without credentials', async () => {
    await start({ widgetOrigins: ['*'] });
    const res = await t.request('/api/human-check', { headers: { origin: 'https://anyone.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://anyone.example');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await t.request('/api/human-check', { headers: { origin: 'null' } })).status).toBe(403);
  });

  test('other API calls are not opened to other origins', async () => {
    await corsStart();
    const res = await t.request('/api/services', { headers: { origin: partner } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the widget script may be loaded by any page', async () => {
    const dist = join(tmpdir(), `firm-dist-${crypto.randomUUID()}`);
    mkdirSync(join(dist, 'widgets'), { recursive: true });
    writeFileSync(join(dist, 'widgets/v1.js'), 'export {}');
    try {
      await start({ distDir: dist });
      const res = await t.request('/widgets/v1.js', { headers: { origin: 'https://anyone.example' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('OpenAPI', () => {
  test('documents the enquiry calls from their schemas', async () => {
    await start();
    const doc = (await (await t.request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { tags: string[]; requestBody?: { content: Record<string, { schema: { properties: object } }> } }
        >
      >;
    };
    expect(doc.paths['/api/human-check']?.get?.tags).toEqual(['Enquiries']);
    const waitlist = doc.paths['/api/waitlist']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(waitlist?.properties ?? {})).toEqual(
      expect.arrayContaining(['name', 'email', 'terms', 'acceptTerms', 'captcha', 'captchaToken']),
    );
    expect(doc.paths['/api/quote-requests']?.post).toBeDefined();
    expect(doc.paths['/api/contact']?.post).toBeDefined();
  });
});
