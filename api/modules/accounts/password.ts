import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1: about 40 ms here). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the username is unknown, so a failed sign-in
 * takes as long whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hash(`not-a-real-password-${crypto.randomUUID()}`));
