import { formatRand } from '../../../domain/format.ts';

/** Rand with cents, from integer cents. */
export const randFromCents = (cents: number) => formatRand(cents / 100, 2);
