/** What other modules may use of retention: account deletion keeps what a clock holds; documents show their clocks. */
export { documentClockSql, readClock } from './clock.ts';
export { assertDocumentDeletable, retainHeldDocuments } from './service.ts';
