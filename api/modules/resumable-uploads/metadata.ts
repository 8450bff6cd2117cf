/**
 * tus `Upload-Metadata`: comma-separated `key base64value` pairs (a key alone means an
 * empty value). Answers null for a header that breaks that form.
 */
export function parseUploadMetadata(header: string | null): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  if (!header?.trim()) return metadata;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[\x21-\x7e]+$/.test(key) || key in metadata) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    metadata[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}
