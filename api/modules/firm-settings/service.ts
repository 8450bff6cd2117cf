/**
 * The firm's settings (decision 026): switches admins change in the backoffice,
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
}

/** Each setting's row key and its value when no admin has changed it. */
export const FIRM_SETTING_KEYS: { [K in keyof FirmSettings]: { key: string; fallback: FirmSettings[K] } } = {
  engagementLetterRequired: { key: 'engagement_letter_required', fallback: true },
  twoFactorRequiredForStaff: { key: 'two_factor_required_for_staff', fallback: false },
  jobWindowDays: { key: 'job_window_days', fallback: 21 },
};

type Value = FirmSettings[keyof FirmSettings];

/** A stored text as its setting's type (the fallback says which). */
function parse(text: string, fallback: Value): Value {
  if (typeof fallback === 'number') {
    const value = Number(text);
    return Number.isInteger(value) ? value : fallback;
  }
  return text === 'true';
}

const names = Object.keys(FIRM_SETTING_KEYS) as (keyof FirmSettings)[];

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
  const settings: Record<string, Value> = {};
  for (const name of names) {
    const value = stored.get(FIRM_SETTING_KEYS[name].key);
    const { fallback } = FIRM_SETTING_KEYS[name];
    settings[name] = value === undefined ? fallback : parse(value, fallback);
  }
  return settings as unknown as FirmSettings;
}

/** Writes the given settings (inside the caller's transaction) and answers what changed, from and to. */
export async function writeFirmSettings(
  tx: Pick<Database, 'select' | 'insert'>,
  changes: Partial<FirmSettings>,
): Promise<Record<string, { from: Value; to: Value }>> {
  const before = await readFirmSettings(tx);
  const changed: Record<string, { from: Value; to: Value }> = {};
  for (const name of names) {
    const to = changes[name];
    if (to === undefined || to === before[name]) continue;
    changed[name] = { from: before[name], to };
    const key = FIRM_SETTING_KEYS[name].key;
    await tx
      .insert(appSettings)
      .values({ key, value: String(to) })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: String(to) } });
  }
  return changed;
}
