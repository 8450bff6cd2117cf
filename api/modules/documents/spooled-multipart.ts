import { basename, convertToUTF8, getDecoder, parseContentType, parseDisposition } from 'busboy/lib/utils.js';
import { open } from 'node:fs/promises';

/**
 * A multipart/form-data body already written to a file, read through one
 * reused buffer: file parts come out as byte ranges of that file, never as
 * chunks in memory. It follows busboy 1.6's multipart state machine step for
 * step (the same header rules, limits and errors, and busboy's own helpers for
 * Content-Disposition and charsets), so a spooled upload gets the same answer
 * as one parsed while it streams; spooled-multipart.test.ts compares the two.
 */

export interface SpooledFilePart {
  name: string | undefined;
  filename: string | undefined;
  mimeType: string;
  /** Where the part's bytes start in the spool file, and how many were read (at most the file size limit). */
  start: number;
  size: number;
  /** The part was longer than the file size limit. */
  truncated: boolean;
}

export interface SpooledForm {
  fields: [name: string | undefined, value: string][];
  files: SpooledFilePart[];
  /** A file part came after the files limit and was skipped. */
  filesLimit: boolean;
  /** The bytes of counted files crossed the budget; reading stopped there. */
  overBudget: boolean;
  /** The body is not valid multipart (cut off, malformed part header). */
  error?: Error;
}

export interface SpooledLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** Bytes read from the spool per step: the only buffer the parse holds, whatever the body's size. */
const READ_BYTES = 64 * 1024;
const MAX_HEADER_PAIRS = 2000;
const MAX_HEADER_SIZE = 16 * 1024;
const CR = 13;
const LF = 10;
const DASH = 45;

/** RFC 7230 token characters (busboy's TOKEN table). */
const isToken = (c: number) =>
  c === 33 ||
  (c >= 35 && c <= 39) ||
  c === 42 ||
  c === 43 ||
  c === 45 ||
  c === 46 ||
  (c >= 48 && c <= 57) ||
  (c >= 65 && c <= 90) ||
  (c >= 94 && c <= 122) ||
  c === 124 ||
  c === 126;
/** Header value characters (busboy's FIELD_VCHAR table). */
const isValueChar = (c: number) => c === 9 || (c >= 32 && c !== 127);

type Header = Record<string, string[]>;

/** busboy's part header parser; answers the position after the header, or -1 when it is malformed. */
class HeaderParser {
  header: Header = Object.create(null);
  pairCount = 0;
  byteCount = 0;
  state: 'name' | 'ows' | 'value' = 'name';
  name = '';
  value = '';
  crlf = 0;
  constructor(private readonly done: (header: Header) => void) {}

  reset() {
    this.header = Object.create(null);
    this.pairCount = 0;
    this.byteCount = 0;
    this.state = 'name';
    this.name = '';
    this.value = '';
    this.crlf = 0;
  }

  push(chunk: Buffer, from: number, end: number): number {
    let pos = from;
    let start = pos;
    while (pos < end) {
      if (this.state === 'name') {
        let found = false;
        for (; pos < end; ++pos) {
          if (this.byteCount === MAX_HEADER_SIZE) return -1;
          ++this.byteCount;
          const code = chunk[pos] as number;
          if (!isToken(code)) {
            if (code !== 58) return -1;
            this.name += chunk.toString('latin1', start, pos);
            if (this.name.length === 0) return -1;
            ++pos;
            found = true;
            this.state = 'ows';
            break;
          }
        }
        if (!found) {
          this.name += chunk.toString('latin1', start, pos);
          break;
        }
      }
      if (this.state === 'ows') {
        let found = false;
        for (; pos < end; ++pos) {
          if (this.byteCount === MAX_HEADER_SIZE) return -1;
          ++this.byteCount;
          const code = chunk[pos];
          if (code !== 32 && code !== 9) {
            start = pos;
            found = true;
            this.state = 'value';
            break;
          }
        }
        if (!found) break;
      }
      // state 'value'
      if (this.crlf === 0) {
        for (; pos < end; ++pos) {
          if (this.byteCount === MAX_HEADER_SIZE) return -1;
          ++this.byteCount;
          const code = chunk[pos] as number;
          if (!isValueChar(code)) {
            if (code !== CR) return -1;
            ++this.crlf;
            break;
          }
        }
        this.value += chunk.toString('latin1', start, pos++);
      } else if (this.crlf === 1) {
        if (this.byteCount === MAX_HEADER_SIZE) return -1;
        ++this.byteCount;
        if (chunk[pos++] !== LF) return -1;
        ++this.crlf;
      } else if (this.crlf === 2) {
        if (this.byteCount === MAX_HEADER_SIZE) return -1;
        ++this.byteCount;
        const code = chunk[pos];
        if (code === 32 || code === 9) {
          start = pos;
          this.crlf = 0;
        } else {
          if (++this.pairCount < MAX_HEADER_PAIRS) {
            this.name = this.name.toLowerCase();
            const known = this.header[this.name];
            if (known === undefined) this.header[this.name] = [this.value];
            else known.push(this.value);
          }
          if (code === CR) {
            ++this.crlf;
            ++pos;
          } else {
            start = pos;
            this.crlf = 0;
            this.state = 'name';
            this.name = '';
            this.value = '';
          }
        }
      } else {
        if (this.byteCount === MAX_HEADER_SIZE) return -1;
        ++this.byteCount;
        if (chunk[pos++] !== LF) return -1;
        const header = this.header;
        this.reset();
        this.done(header);
        return pos;
      }
    }
    return pos;
  }
}

/**
 * Parses the multipart body in the file at `path`. `counts` says which file
 * parts' bytes count against `budget`; the parse stops once they cross it.
 * Throws only what busboy's constructor throws for a content type it cannot
 * read (no boundary); everything about the body itself is in the answer.
 */
export async function parseSpooledMultipart(
  path: string,
  contentType: string,
  limits: SpooledLimits,
  counts: (part: { name: string | undefined; filename: string | undefined }) => boolean,
  budget: number,
): Promise<SpooledForm> {
  const conType = parseContentType(contentType);
  const boundary = conType?.params.boundary;
  if (typeof boundary !== 'string') throw new Error('Multipart: Boundary not found');
  const needle = Buffer.from(`\r\n--${boundary}`);
  const paramDecoder = getDecoder('utf8');

  const form: SpooledForm = { fields: [], files: [], filesLimit: false, overBudget: false };
  let parts = -1;
  let fields = 0;
  let files = 0;
  let skipPart = false;
  let file: SpooledFilePart | undefined;
  let fileCounts = false;
  let opened: SpooledFilePart | undefined;
  let field: Buffer[] | undefined;
  let fieldSize = 0;
  let partCharset = 'utf8';
  let partName: string | undefined;
  let counted = 0;
  let complete = false;
  let stopped = false;
  let hparserActive = false;
  let matchPostBoundary = 0;

  const hparser = new HeaderParser((header) => {
    hparserActive = false;
    skipPart = false;
    let partType = 'text/plain';
    partCharset = 'utf8';
    partName = undefined;
    let filename: string | undefined;
    const disposition = header['content-disposition'];
    if (!disposition) {
      skipPart = true;
      return;
    }
    const disp = parseDisposition(disposition[0] as string, paramDecoder);
    if (disp?.type !== 'form-data') {
      skipPart = true;
      return;
    }
    if (disp.params) {
      if (disp.params.name) partName = disp.params.name;
      if (disp.params['filename*']) filename = disp.params['filename*'];
      else if (disp.params.filename) filename = disp.params.filename;
      if (filename !== undefined) filename = basename(filename);
    }
    const type = header['content-type'];
    if (type) {
      const parsed = parseContentType(type[0] as string);
      if (parsed) {
        partType = `${parsed.type}/${parsed.subtype}`;
        if (typeof parsed.params?.charset === 'string') partCharset = parsed.params.charset.toLowerCase();
      }
    }
    if (partType === 'application/octet-stream' || filename !== undefined) {
      if (files === limits.files) {
        form.filesLimit = true;
        skipPart = true;
        return;
      }
      ++files;
      file = { name: partName, filename, mimeType: partType, start: -1, size: 0, truncated: false };
      fileCounts = counts(file);
      opened = file;
      form.files.push(file);
    } else {
      if (fields === limits.fields) {
        skipPart = true;
        return;
      }
      ++fields;
      field = [];
      fieldSize = 0;
    }
  });

  const fail = (message: string) => {
    form.error ??= new Error(message);
    stopped = true;
  };

  /** busboy's per-callback step: `data[start, end)` came before a boundary when `isMatch`; `offset` is the file position of `data[0]`. */
  const step = (isMatch: boolean, data: Buffer | undefined, from: number, end: number, offset: number) => {
    let start = from;
    while (data) {
      if (hparserActive) {
        const ret = hparser.push(data, start, end);
        if (ret === -1) {
          hparserActive = false;
          hparser.reset();
          fail('Malformed part header');
          return;
        }
        start = ret;
        if (opened) {
          opened.start = offset + ret;
          opened = undefined;
        }
      }
      if (start === end) break;
      if (matchPostBoundary !== 0) {
        if (matchPostBoundary === 1) {
          const code = data[start];
          if (code === DASH) {
            matchPostBoundary = 2;
            ++start;
          } else if (code === CR) {
            matchPostBoundary = 3;
            ++start;
          } else matchPostBoundary = 0;
          if (start === end) return;
        }
        if (matchPostBoundary === 2) {
          matchPostBoundary = 0;
          if (data[start] === DASH) {
            complete = true;
            stopped = true;
            return;
          }
          // busboy puts the dash back as data, which no part receives here.
        } else if (matchPostBoundary === 3) {
          matchPostBoundary = 0;
          if (data[start] === LF) {
            ++start;
            if (parts >= limits.parts) break;
            hparserActive = true;
            if (start === end) break;
            continue;
          }
        }
      }
      if (!skipPart) {
        if (file) {
          const length = Math.min(end - start, limits.fileSize - file.size);
          file.size += length;
          if (fileCounts) {
            counted += length;
            if (counted > budget) {
              form.overBudget = true;
              stopped = true;
              return;
            }
          }
          if (file.size === limits.fileSize) {
            file.truncated = true;
            skipPart = true;
          }
        } else if (field !== undefined) {
          const length = Math.min(end - start, limits.fieldSize - fieldSize);
          field.push(Buffer.from(data.subarray(start, start + length)));
          fieldSize += length;
          if (fieldSize === limits.fieldSize) {
            skipPart = true;
          }
        }
      }
      break;
    }
    if (isMatch) {
      matchPostBoundary = 1;
      if (file) file = undefined;
      else if (field !== undefined) {
        const value = field.length === 0 ? '' : convertToUTF8(Buffer.concat(field, fieldSize), partCharset, 0);
        field = undefined;
        fieldSize = 0;
        form.fields.push([partName, value]);
      }
      ++parts;
    }
  };

  // busboy writes a CRLF first, so a body that opens with its boundary matches at once; positions are those of this stream.
  const buffer = Buffer.allocUnsafe(READ_BYTES + needle.length);
  buffer.write('\r\n', 0, 'latin1');
  let filled = 2;
  /** Stream position of buffer[0]; the file position is 2 less. */
  let base = 0;
  let readAt = 0;
  let ended = false;
  const handle = await open(path, 'r');
  try {
    while (!stopped) {
      if (!ended) {
        const { bytesRead } = await handle.read(buffer, filled, READ_BYTES, readAt);
        readAt += bytesRead;
        filled += bytesRead;
        if (bytesRead === 0) ended = true;
      }
      const view = buffer.subarray(0, filled);
      let pos = 0;
      while (!stopped) {
        const at = view.indexOf(needle, pos);
        if (at === -1) break;
        step(true, buffer, pos, at, base - 2);
        pos = at + needle.length;
      }
      if (stopped) break;
      // The tail could be the start of a boundary the next read completes.
      const safeEnd = ended ? filled : Math.max(pos, filled - needle.length + 1);
      if (safeEnd > pos) step(false, buffer, pos, safeEnd, base - 2);
      if (ended) break;
      buffer.copyWithin(0, safeEnd, filled);
      base += safeEnd;
      filled -= safeEnd;
    }
  } finally {
    await handle.close();
  }
  // Stopped short of the closing boundary: an error or the budget, already in the answer.
  if (stopped && !complete) return form;
  if (!complete) fail('Unexpected end of form');
  else if (hparserActive) fail('Malformed part header');
  return form;
}
