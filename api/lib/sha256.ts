/** SHA-256 as lowercase hex: tokens stored hashed, files proved unchanged. */
export const sha256Hex = (data: string | Uint8Array): string =>
  new Bun.CryptoHasher('sha256').update(data).digest('hex');
