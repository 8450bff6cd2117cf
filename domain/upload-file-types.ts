/**
 * Which files a document upload takes, judged by their first bytes, never by their name
 * or the type the browser claims: a PDF, an image, or an office document (decision 040).
 */
export type SniffedKind = 'pdf' | 'image' | 'office';

/** Bytes needed to judge a file: the longest signature below ends within them. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: readonly { kind: SniffedKind; type: string; test: (b: Uint8Array) => boolean }[] = [
  { kind: 'pdf', type: 'application/pdf', test: (b) => startsWith(b, ascii('%PDF-')) },
  { kind: 'image', type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { kind: 'image', type: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: 'image', type: 'image/gif', test: (b) => startsWith(b, ascii('GIF8')) },
  { kind: 'image', type: 'image/webp', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  {
    kind: 'image',
    type: 'image/tiff',
    test: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  },
  // Phones' HEIC/HEIF photos: an ISO box 'ftyp' with an image brand.
  {
    kind: 'image',
    type: 'image/heic',
    test: (b) =>
      startsWith(b, ascii('ftyp'), 4) &&
      /^(heic|heix|hevc|heim|heis|mif1|msf1|avif)$/.test(String.fromCharCode(...b.slice(8, 12))),
  },
  // Word, Excel and PowerPoint since 2007 and OpenDocument are ZIP files; older ones are OLE compound files.
  { kind: 'office', type: 'application/zip', test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
  {
    kind: 'office',
    type: 'application/x-ole-storage',
    test: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
];

/** What the first bytes of a file say it is, or null when it is none of the kinds taken. */
export function sniffFileKind(firstBytes: Uint8Array): SniffedKind | null {
  return SIGNATURES.find((signature) => signature.test(firstBytes))?.kind ?? null;
}

export const refusedTypeMessage = (names: string[]) =>
  `Only PDFs, photos and office documents can be uploaded. These files are none of them: ${names.join(', ')}`;

/** The file picker's hint (the server judges the bytes whatever is picked). */
export const UPLOAD_ACCEPT =
  'application/pdf,image/*,.pdf,.jpg,.jpeg,.png,.heic,.heif,.webp,.tif,.tiff,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';
