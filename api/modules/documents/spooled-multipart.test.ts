import { afterAll, describe, expect, test } from 'bun:test';
import busboy from 'busboy';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseSpooledMultipart, type SpooledLimits } from './spooled-multipart.ts';

const dir = mkdtempSync(join(tmpdir(), 'spooled-multipart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIMITS: SpooledLimits = { fileSize: 70_001, files: 3, fields: 3, fieldSize: 20, parts: 7 };
const counts = (part: { name: string | undefined; filename: string | undefined }) =>
  part.name === 'files' && !!part.filename;

interface Outcome {
  fields: [string | undefined, string][];
  files: {
    name: string | undefined;
    filename: string | undefined;
    mimeType: string;
    hex: string;
    truncated: boolean;
  }[];
  filesLimit: boolean;
  overBudget: boolean;
  failed: boolean;
}

const digest = (bytes: Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex');

/** What busboy answers for `body` as it streams in `chunk`-byte pieces, counting `counts` files against `budget` as the upload does. */
async function viaBusboy(body: Buffer, contentType: string, budget: number, chunk: number): Promise<Outcome> {
  const out: Outcome = { fields: [], files: [], filesLimit: false, overBudget: false, failed: false };
  const parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: LIMITS });
  let counted = 0;
  parser.on('field', (name, value) => out.fields.push([name, value]));
  parser.on('filesLimit', () => {
    out.filesLimit = true;
  });
  parser.on('file', (name, stream, info) => {
    const parts: Buffer[] = [];
    const file = { name, filename: info.filename, mimeType: info.mimeType, hex: '', truncated: false };
    out.files.push(file);
    const counted_ = counts({ name, filename: info.filename });
    stream.on('data', (data: Buffer) => {
      parts.push(data);
      if (!counted_) return;
      counted += data.length;
      if (counted > budget && !out.overBudget) {
        out.overBudget = true;
        parser.destroy(new Error('over budget'));
      }
    });
    stream.on('limit', () => {
      file.truncated = true;
    });
    stream.on('error', () => undefined);
    stream.on('close', () => {
      file.hex = digest(Buffer.concat(parts));
    });
  });
  const source = Readable.from(
    (function* () {
      for (let at = 0; at < body.length; at += chunk) yield body.subarray(at, at + chunk);
    })(),
  );
  try {
    await pipeline(source, parser);
  } catch {
    out.failed = true;
  }
  await Bun.sleep(0);
  return out;
}

async function viaSpool(body: Buffer, contentType: string, budget: number): Promise<Outcome> {
  const path = join(dir, crypto.randomUUID());
  writeFileSync(path, body);
  const form = await parseSpooledMultipart(path, contentType, LIMITS, counts, budget);
  const bytes = readFileSync(path);
  return {
    fields: form.fields,
    files: form.files.map((f) => ({
      name: f.name,
      filename: f.filename,
      mimeType: f.mimeType,
      hex: digest(bytes.subarray(f.start, f.start + f.size)),
      truncated: f.truncated,
    })),
    filesLimit: form.filesLimit,
    overBudget: form.overBudget,
    failed: form.error !== undefined,
  };
}

/** busboy stops at the budget while its last file is mid-stream, so file contents compare only when neither stopped there. */
function comparable(outcome: Outcome) {
  return outcome.overBudget ? { overBudget: true } : outcome;
}

const BOUNDARY = '----WebKitFormBoundaryX7q';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
}

/** Bodies around the edges: parts whose ends fall either side of the 64 KB reads, boundaries inside data, broken headers, cut-offs. */
function randomBody(seed: number): Buffer {
  const pick = seeded(seed);
  const pieces: (string | Uint8Array)[] = [];
  if (pick(4) === 0) pieces.push('preamble text\r\n');
  const count = pick(11);
  for (let i = 0; i < count; i++) {
    pieces.push(i === 0 && pick(2) === 0 ? `--${BOUNDARY}\r\n` : `\r\n--${BOUNDARY}\r\n`);
    const kind = pick(10);
    if (kind < 4) {
      const name = ['files', 'files', 'other'][pick(3)];
      const filename = ['a.pdf', 'C:\\path\\b é.pdf', '', 'x"y.pdf'][pick(4)];
      pieces.push(`Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\n`);
      if (pick(2)) pieces.push('Content-Type: application/pdf\r\n');
      pieces.push('\r\n');
      const size = [0, 5, 65_000 + pick(1200), 70_001, 70_050, 131_072 - pick(60)][pick(6)] as number;
      const data = new Uint8Array(size);
      for (let k = 0; k < size; k += 97) data[k] = pick(256);
      if (size > 10 && pick(3) === 0)
        data.set(Buffer.from(`\r\n--${BOUNDARY.slice(0, pick(BOUNDARY.length))}`), pick(size - 10));
      pieces.push(data);
    } else if (kind < 8) {
      pieces.push(`Content-Disposition: form-data; name="${['category', 'note', 'requestId'][pick(3)]}"\r\n`);
      if (pick(4) === 0) pieces.push('Content-Type: text/plain; charset=latin1\r\n');
      pieces.push(`\r\n${'value é '.repeat(pick(5))}`);
    } else if (kind === 8) {
      pieces.push('Content-Disposition: attachment\r\n\r\nskipped');
    } else {
      pieces.push(['Bad Header\r\n\r\nx', 'X-Folded: a\r\n b\r\n\r\nx', 'NoColon\r\n\r\n'][pick(3)] as string);
    }
  }
  const end = pick(6);
  if (end > 0) pieces.push(`\r\n--${BOUNDARY}--${end === 1 ? '' : '\r\nepilogue'}`);
  else if (pick(2)) pieces.push(`\r\n--${BOUNDARY}`);
  return Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
}

describe('a spooled body parses as busboy parses it streaming', () => {
  test('fixed cases: a plain upload, a file too large, too many files, a cut-off body, a malformed header', async () => {
    const part = (headers: string, data: string | Uint8Array) =>
      Buffer.concat([Buffer.from(`\r\n--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(data)]);
    const close = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const file = (name: string, size: number) =>
      part(`Content-Disposition: form-data; name="files"; filename="${name}"`, new Uint8Array(size).fill(7));
    const category = part('Content-Disposition: form-data; name="category"', 'invoice');
    const bodies = {
      plain: Buffer.concat([category, file('a.pdf', 100_000), close]),
      tooLarge: Buffer.concat([file('big.pdf', 70_002), file('a.pdf', 3), close]),
      tooMany: Buffer.concat([file('1', 1), file('2', 1), file('3', 1), file('4', 1), close]),
      cutOff: Buffer.concat([category, file('a.pdf', 100_000)]),
      malformed: Buffer.concat([category, part('Content-Disposition form-data', 'x'), close]),
    };
    const expected = {
      plain: { fields: 1, files: 1, failed: false },
      tooLarge: { fields: 0, files: 2, failed: false },
      tooMany: { fields: 0, files: 3, failed: false },
      cutOff: { fields: 1, files: 1, failed: true },
      malformed: { fields: 1, files: 0, failed: true },
    };
    for (const [name, body] of Object.entries(bodies)) {
      const spooled = await viaSpool(body, CONTENT_TYPE, Number.POSITIVE_INFINITY);
      expect(spooled).toEqual(await viaBusboy(body, CONTENT_TYPE, Number.POSITIVE_INFINITY, 16_384));
      const want = expected[name as keyof typeof expected];
      expect({ fields: spooled.fields.length, files: spooled.files.length, failed: spooled.failed }).toEqual(want);
    }
    const tooLarge = await viaSpool(bodies.tooLarge, CONTENT_TYPE, Number.POSITIVE_INFINITY);
    expect(tooLarge.files.map((f) => f.truncated)).toEqual([true, false]);
    expect((await viaSpool(bodies.tooMany, CONTENT_TYPE, Number.POSITIVE_INFINITY)).filesLimit).toBe(true);
  });

  test('a budget stops the parse once counted file bytes cross it, as the streaming counter does', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n`),
      new Uint8Array(60_000),
      Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filename="b.pdf"\r\n\r\n`),
      new Uint8Array(60_000),
      Buffer.from(`\r\n--${BOUNDARY}--`),
    ]);
    expect((await viaSpool(body, CONTENT_TYPE, 60_000)).overBudget).toBe(false);
    expect((await viaSpool(body, CONTENT_TYPE, 59_999)).overBudget).toBe(true);
    expect((await viaBusboy(body, CONTENT_TYPE, 59_999, 8192)).overBudget).toBe(true);
  });

  test('400 generated bodies: the same fields, files, bytes, limits and failures', async () => {
    for (let seed = 1; seed <= 400; seed++) {
      const body = randomBody(seed);
      const budget = seed % 5 === 0 ? 100_000 : Number.POSITIVE_INFINITY;
      const spooled = await viaSpool(body, CONTENT_TYPE, budget);
      const streamed = await viaBusboy(body, CONTENT_TYPE, budget, [13, 1000, 4096, 65_536][seed % 4] as number);
      if (JSON.stringify(comparable(spooled)) !== JSON.stringify(comparable(streamed)))
        throw new Error(`seed ${seed} differs:\n${JSON.stringify(spooled)}\n${JSON.stringify(streamed)}`);
    }
  }, 120_000);
});
