/**
 * The calendar feed (RFC 5545) with ical-generator: one all-day event per due date,
 * a UID that stays with the deadline and a SEQUENCE that rises when its date moves.
 * Obligation, period and company name only: no tax numbers or amounts.
 */
import ical from 'ical-generator';
import { OBLIGATION_LABELS } from '../../../domain/compliance/rules.ts';
import type { complianceDeadlines } from '../../db/schema.ts';

type DeadlineRow = typeof complianceDeadlines.$inferSelect;

export function calendarFeed(company: string | null, rows: readonly DeadlineRow[], publicUrl: string): string {
  const calendar = ical({
    name: company ? `${company}: tax and compliance dates` : 'Tax and compliance dates',
    prodId: { company: 'Ledgerline', product: 'Compliance calendar', language: 'EN' },
    ttl: 60 * 60 * 6,
  });
  const host = new URL(publicUrl).host;
  for (const row of rows) {
    const done = row.status === 'done' ? ' (done)' : '';
    calendar.createEvent({
      id: `${row.id}@${host}`,
      // All-day: the calendar date itself, read as UTC midnight and written as a DATE value.
      start: new Date(`${row.dueDate}T00:00:00Z`),
      allDay: true,
      timezone: 'UTC',
      sequence: row.sequence,
      summary: `${OBLIGATION_LABELS[row.obligation]}: ${row.periodLabel}${done}`,
      description: [company, row.moveReason].filter(Boolean).join('\n') || undefined,
      url: `${publicUrl}/dashboard/deadlines`,
    });
  }
  return calendar.toString();
}
