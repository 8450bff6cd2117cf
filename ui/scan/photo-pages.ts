/**
 * A phone's photo of a page, shrunk to a sensible size: a 12-megapixel photo is 3-5 MB,
 * a page read on screen or printed needs far less.
 */
/** The longer side of a page's image, in pixels: about 190 dpi on A4, sharp enough for small print. */
export const PAGE_LONG_SIDE_PX = 2200;
export const PAGE_JPEG_QUALITY = 0.72;

export interface ScannedPage {
  jpeg: Blob;
  width: number;
  height: number;
  /** Clockwise quarter turns the person asked for: 0, 90, 180 or 270. */
  rotation: number;
}

/** A photo as a JPEG no longer than PAGE_LONG_SIDE_PX on its longer side (never enlarged). */
export async function shrinkPhoto(photo: Blob): Promise<ScannedPage> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PAGE_LONG_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot process photos.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PAGE_JPEG_QUALITY));
  if (!jpeg) throw new Error('This browser cannot process photos.');
  return { jpeg, width, height, rotation: 0 };
}

/** A file name from the request's title: 'Payroll tax.pdf', nothing a file system refuses. */
export function pdfNameFor(title: string): string {
  const clean = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name must not hold.
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${clean || 'Scanned pages'}.pdf`;
}
