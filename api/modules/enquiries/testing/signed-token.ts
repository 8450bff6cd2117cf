import type { Database } from '../../../db/client.ts';
import { createHumanCheck } from '../human-check.ts';

/** A human-check token for `sum` as if issued at `issuedAt` (say, two hours ago), signed with `secret`. */
export const tokenIssuedAt = (db: Database, secret: string, sum: number, issuedAt: number): string =>
  createHumanCheck(db, secret, () => issuedAt).renew(sum);
