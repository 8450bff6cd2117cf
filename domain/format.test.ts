import { describe, expect, test } from 'bun:test';
import { formatDate, formatFileSize, formatRand, formatStorage, randFromCents, todayInSouthAfrica } from './format.ts';

// Intl puts a no-break space between R and the digits and between thousands.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatRand', () => {
  test('whole rand in the en-ZA locale, no decimals by default', () => {
    expect(plain(formatRand(799))).toBe('R 799');
    expect(plain(formatRand(11999))).toBe('R 11 999');
  });
  test('two decimals when asked', () => {
    expect(plain(formatRand(1299.5, 2))).toBe('R 1 299,50');
  });
  test('a string starting with R passes through unchanged', () => {
    expect(formatRand('R199 p/m')).toBe('R199 p/m');
  });
  test('a numeric string is formatted', () => {
    expect(plain(formatRand('3599'))).toBe('R 3 599');
  });
  test('from cents, always with cents', () => {
    expect(plain(randFromCents(129950))).toBe('R 1 299,50');
    expect(plain(randFromCents(0))).toBe('R 0,00');
  });
});

describe('formatDate', () => {
  test('long South African form', () => {
    expect(formatDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 November 2026');
  });
  test('short day/month/year form', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'short')).toBe('22/11/2026');
  });
  test('on South African time: late UTC evening is already the next day', () => {
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23 November 2026');
  });
});

describe('todayInSouthAfrica', () => {
  test('the calendar date on South African time, yyyy-MM-dd', () => {
    expect(todayInSouthAfrica(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
    expect(todayInSouthAfrica(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
  });
});

describe('formatFileSize', () => {
  test('bytes under 1 KB, KB under 1 MB, otherwise MB with one decimal', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(500 * 1024)).toBe('500.0 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});

describe('formatStorage', () => {
  test('GB from 1 GB up, MB below, one decimal at most', () => {
    expect(formatStorage(2048 * 1024 * 1024)).toBe('2 GB');
    expect(formatStorage(1.2 * 1024 ** 3)).toBe('1.2 GB');
    expect(formatStorage(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatStorage(1536 * 1024)).toBe('1.5 MB');
    expect(formatStorage(10)).toBe('0.1 MB');
    expect(formatStorage(0)).toBe('0 MB');
  });
});
