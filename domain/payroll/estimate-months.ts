/** The months the portal and backoffice offer for an estimate: a year back to three months ahead, newest first. */
const MONTH_NAMES = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' for '2026-11'. */
export const monthLabel = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));

/** 'yyyy-MM' of a South African calendar date 'yyyy-MM-dd'. */
export const monthOf = (day: string) => day.slice(0, 7);

export function estimateMonths(today: string, back = 12, ahead = 3): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let offset = ahead; offset >= -back; offset -= 1) {
    const date = new Date(Date.UTC(year, month + offset, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}
