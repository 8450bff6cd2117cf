import type { Database } from '../db/client.ts';
import { writeFirmSettings } from '../modules/firm-settings/service.ts';

/**
 * For the billing tests that are not about engagement letters: the firm no longer
 * requires a signed letter before a subscription activates (the gate's own
 * tests are in api/modules/engagement/activation-gate.test.ts).
 */
export async function withoutLetterGate(db: Database): Promise<void> {
  await writeFirmSettings(db, { engagementLetterRequired: false });
}
