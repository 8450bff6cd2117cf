/**
 * The firm's settings (decision 026): switches admins change in the backoffice,
 * and the Information Officer POPIA s55 requires the firm to name (decision 041),
 * kept in app_settings as text beside the server's own secrets (which never
 * leave the server: only the keys named here are read or written).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

type Reader = Pick<Database, 'select'>;

export interface FirmSettings {
  /** Staff cannot activate a subscription, and a client cannot check out, before the package's engagement letter is signed. */
  engagementLetterRequired: boolean;
  /** Accountants and managers, like admins, must turn on two-factor sign-in before using the backoffice. */
  twoFactorRequiredForStaff: boolean;
  /** Days before a compliance deadline that its job appears on the work board (decision 038). */
  jobWindowDays: number;
  informationOfficerName: string | null;
  informationOfficerEmail: string | null;
  informationOfficerPhone: string | null;
}

type SettingValue = boolean | number | string | null;
type Changes = Record<string, { from: SettingValue; to: SettingValue }>;

/** Each setting's row key and its value when no admin has changed it. */
export const FIRM_SETTING_KEYS: { [K in keyof FirmSettings]: { key: string; fallback: FirmSettings[K] } } = {
  engagementLetterRequired: { key: 'engagement_letter_required', fallback: true },
  twoFactorRequiredForStaff: { key: 'two_factor_required_for_staff', fallback: false },
  jobWindowDays: { key: 'job_window_days', fallback: 21 },
  informationOfficerName: { key: 'information_officer_name', fallback: null },
  informationOfficerEmail: { key: 'information_officer_email', fallback: null },
  informationOfficerPhone: { key: 'information_officer_phone', fallback: null },
};

const names = Object.keys(FIRM_SETTING_KEYS) as (keyof FirmSettings)[];

// A cleared text setting is stored as '' (the row stays, so the log keeps its history); read back as null.
function decode(name: keyof FirmSettings, value: string | undefined): SettingValue {
  const fallback = FIRM_SETTING_KEYS[name].fallback;
  if (value === undefined) return fallback;
  if (typeof fallback === 'boolean') return value === 'true';
  if (typeof fallback === 'number') {
    const number = Number(value);
    return Number.isInteger(number) ? number : fallback;
  }
  return value === '' ? null : value;
}

export async function readFirmSettings(db: Reader): Promise<FirmSettings> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(
      inArray(
        appSettings.key,
        names.map((name) => FIRM_SETTING_KEYS[name].key),
      ),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings: Record<string, SettingValue> = {};
  for (const name of names) settings[name] = decode(name, stored.get(FIRM_SETTING_KEYS[name].key));
  return settings as unknown as FirmSettings;
}

/** Writes the given settings (inside the caller's transaction) and answers what changed, from and to. */
export async function writeFirmSettings(
  tx: Pick<Database, 'select' | 'insert'>,
  changes: Partial<FirmSettings>,
): Promise<Changes> {
  const before = await readFirmSettings(tx);
  const changed: Changes = {};
  for (const name of names) {
    const to = changes[name];
    if (to === undefined || to === before[name]) continue;
    changed[name] = { from: before[name], to };
    const key = FIRM_SETTING_KEYS[name].key;
    const value = to === null ? '' : String(to);
    await tx.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
  }
  return changed;
}
