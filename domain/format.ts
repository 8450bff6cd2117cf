/**
 * Money and date display (docs/product/business-rules.md#money-and-dates), shared by the site, the portal
 * and the backoffice so they never disagree. Framework-free on purpose.
 */

const LOCALE = 'en-ZA';
const randFormats = new Map<number, Intl.NumberFormat>();

function randFormat(fractionDigits: number): Intl.NumberFormat {
  let format = randFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'ZAR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    randFormats.set(fractionDigits, format);
  }
  return format;
}

/**
 * Rand in the en-ZA locale: no decimals unless asked (dashboards show two).
 * A string that already starts with R ("R199 p/m") is shown as written.
 */
export function formatRand(value: number | string, fractionDigits = 0): string {
  if (typeof value === 'string') {
    if (value.startsWith('R')) return value;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? randFormat(fractionDigits).format(parsed) : value;
  }
  return randFormat(fractionDigits).format(value);
}

/** Rand with cents from integer cents, the unit payroll figures are kept in. */
export const randFromCents = (cents: number): string => formatRand(cents / 100, 2);

// The firm works on South African time; a server in another zone must not shift dates by a day.
const TIME_ZONE = 'Africa/Johannesburg';

const dateFormats = {
  /** 22 November 2026 */
  long: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
  /** 22/11/2026: en-ZA's own short form is 2026/11/22, which South Africans rarely write by hand. */
  short: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }),
} as const;

/** A date as South Africans read it, on South African time. */
export function formatDate(date: Date | string | number, style: keyof typeof dateFormats = 'long'): string {
  const value = date instanceof Date ? date : new Date(date);
  return dateFormats[style].format(value);
}

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

const timeFormat = new Intl.DateTimeFormat('en-ZA', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** The time of day on South African time: 14:05. */
export const formatTime = (date: Date | string | number) =>
  timeFormat.format(date instanceof Date ? date : new Date(date));

/** Today's calendar date in South Africa as yyyy-MM-dd (what date inputs and the API's date fields hold). */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return isoDateFormat.format(now);
}

/** File sizes as the screens show them: under 1 KB in bytes, under 1 MB in KB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Storage amounts in a quota line ('1.2 GB of 2 GB'): GB from 1 GB up, otherwise MB, one decimal at most. */
export function formatStorage(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
  if (gb >= 1) return `${oneDecimal(gb)} GB`;
  const mb = bytes / 1024 ** 2;
  return mb > 0 && mb < 0.1 ? '0.1 MB' : `${oneDecimal(mb)} MB`;
}
