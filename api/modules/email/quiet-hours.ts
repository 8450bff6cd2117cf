/**
 * Reminders go out between 07:00 and 19:00 South African time (SAST, UTC+2 all
 * year: South Africa keeps no daylight saving), the firm's opening hours.
 */
const SAST_OFFSET_HOURS = 2;
export const SENDING_FROM_HOUR = 7;
export const SENDING_UNTIL_HOUR = 19;

/** `now` when inside the sending hours, else the next 07:00 SAST. */
export function nextSendingTime(now: Date): Date {
  const sastHour = (now.getUTCHours() + SAST_OFFSET_HOURS) % 24;
  if (sastHour >= SENDING_FROM_HOUR && sastHour < SENDING_UNTIL_HOUR) return now;
  const next = new Date(now);
  next.setUTCHours(SENDING_FROM_HOUR - SAST_OFFSET_HOURS, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
