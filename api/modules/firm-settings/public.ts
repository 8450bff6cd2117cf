/** What other modules may read of the firm's settings: the switches, and who the Information Officer is. */
import type { Database } from '../../db/client.ts';
import { readFirmSettings } from './service.ts';

export { FIRM_SETTING_KEYS, type FirmSettings, readFirmSettings } from './service.ts';

export interface InformationOfficer {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The firm's Information Officer (POPIA s55), or null while no admin has named one. */
export async function readInformationOfficer(db: Pick<Database, 'select'>): Promise<InformationOfficer | null> {
  const s = await readFirmSettings(db);
  if (!s.informationOfficerName) return null;
  return { name: s.informationOfficerName, email: s.informationOfficerEmail, phone: s.informationOfficerPhone };
}
