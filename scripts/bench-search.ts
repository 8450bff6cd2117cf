/**
 * The backoffice search budget: `filter.q` over 100,000 contact submissions,
 * p95 under 20 ms, as staff type a name, a surname's first letters or part of an e-mail.
 * scripts/bench.ts seeds the rows and runs it.
 */
import { contactSubmissions } from '../api/db/schema.ts';
import { BENCH_ROWS, p95Of, SAMPLES, seedRows, WARM_UP } from './bench-admin.ts';

const FIRST = ['Thandi', 'Sipho', 'Nomvula', 'Pieter', 'Ayesha', 'Johan', 'Lerato', 'Kagiso', 'Zanele', 'Ruan'];
const SYLLABLES = [
  'mo',
  'ko',
  'dla',
  'ngo',
  'bo',
  'tha',
  'nai',
  'khu',
  'pi',
  'ma',
  'hla',
  'zu',
  'ne',
  'wy',
  'se',
  'le',
];
/** 4,096 surnames of three syllables (Mokodla, Ngobotha…), so a surname matches about 25 of 100,000 rows. */
const surname = (n: number) => {
  const [a, b, c] = [n % 16, Math.floor(n / 16) % 16, Math.floor(n / 256) % 16].map((i) => SYLLABLES[i] ?? '');
  return `${(a ?? '').charAt(0).toUpperCase()}${(a ?? '').slice(1)}${b}${c}`;
};
const TOPICS = ['payroll', 'VAT201 returns', 'bookkeeping', 'provisional tax', 'CIPC annual return', 'EMP201'];

/** Inserts `rows` contact submissions with varied names, e-mails and topics (triggers fill the index). */
export const seedContactSubmissions = (databaseUrl: string, rows = BENCH_ROWS) =>
  seedRows(databaseUrl, contactSubmissions, rows, (n, start) => {
    const first = FIRST[n % FIRST.length] ?? '';
    const last = surname(Math.floor(n / FIRST.length) % 4096);
    const topic = TOPICS[n % TOPICS.length] ?? '';
    return {
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${n}@example.co.za`,
      subject: `Help with ${topic}`,
      message: `Good day, I need help with ${topic} for my business number ${n}.`,
      createdAt: new Date(start + n * 60_000),
    };
  });

/** p95 (ms) of contact-submission searches, newest first, first page of 25. */
export async function benchAdminSearch(baseUrl: string, cookie: string): Promise<number> {
  // A surname, a name and surname, a surname being typed, an e-mail, and two broad words that
  // match a sixth of the table (the page and its count then cost most).
  const queries = [
    surname(42).toLowerCase(),
    `thandi ${surname(7)}`,
    surname(1234).slice(0, 5),
    'sipho.4051',
    'vat201',
    'payroll',
  ];
  const urls = Array.from({ length: WARM_UP + SAMPLES }, (_, i) => {
    const params = {
      sort: ['createdAt', 'DESC'],
      range: [0, 24],
      filter: { q: queries[i % queries.length] },
    };
    return `${baseUrl}/api/admin/contact-submissions?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`;
  });
  return p95Of(urls, { cookie });
}
