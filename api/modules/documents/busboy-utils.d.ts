/** busboy's own header helpers, used by the spooled parser so that both read a part's headers the same way. */
declare module 'busboy/lib/utils.js' {
  interface Parsed {
    type: string;
    subtype?: string;
    params: Record<string, string>;
  }
  export function parseContentType(value: string): Parsed | undefined;
  export function parseDisposition(
    value: string,
    decoder: (text: string, hint: number) => string,
  ): { type: string; params: Record<string, string> } | undefined;
  export function getDecoder(charset: string): (text: string, hint: number) => string;
  export function convertToUTF8(data: Buffer, charset: string, hint: number): string;
  export function basename(path: string): string;
}
