import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { HTML_SECURITY_HEADERS } from '../../lib/security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export type CachePolicy = 'immutable' | 'revalidate' | 'short';

const CACHE_CONTROL: Record<CachePolicy, string> = {
  // Content-hashed names change whenever the content does.
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  // Stable URLs that partners embed (widgets): cached briefly, revalidated by ETag.
  short: 'public, max-age=300, must-revalidate',
};

interface LoadedFile {
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
  type: string;
  etag: string;
}

function read(full: string): LoadedFile {
  const body = new Uint8Array(readFileSync(full));
  const gzipPath = `${full}.gz`;
  return {
    body,
    gzip: existsSync(gzipPath) ? new Uint8Array(readFileSync(gzipPath)) : null,
    type: TYPES[extname(full)] ?? 'application/octet-stream',
    etag: `"${Bun.hash(body).toString(36)}"`,
  };
}

/** Made-up paths remembered as missing; beyond this the least recently asked is forgotten. */
export const MAX_REMEMBERED_MISSES = 1000;

/**
 * Serves the built front ends from memory. Files under dist/ never change while
 * the server runs (a rebuild means a restart), so each is read once, with the
 * .gz twin the build wrote beside it. Misses are remembered too (a disk check
 * per request would cost more), but only the most recent few: anyone can ask
 * for endless made-up paths.
 */
export class StaticFiles {
  private readonly files = new Map<string, LoadedFile>();
  private readonly misses = new Map<string, true>();
  /** The last filled version of each page filled as served, with what it was filled from. */
  private readonly filled = new Map<string, { key: string; source: LoadedFile; file: LoadedFile }>();

  constructor(
    private readonly root: string,
    private readonly maxMisses = MAX_REMEMBERED_MISSES,
  ) {}

  /** How many missing paths are remembered now (for tests and metrics). */
  get rememberedMisses(): number {
    return this.misses.size;
  }

  private load(relativePath: string): LoadedFile | null {
    const safe = normalize(relativePath).replace(/^(\.\.[/\\])+/, '');
    const full = join(this.root, safe);
    if (!full.startsWith(normalize(this.root))) return null;
    // Keyed by the normalised path, so spellings of one file ('a//b', 'a/./b') share one entry.
    const found = this.files.get(full);
    if (found) return found;
    if (this.misses.has(full)) {
      // Least recently used goes first: move this one to the end.
      this.misses.delete(full);
      this.misses.set(full, true);
      return null;
    }
    const file = existsSync(full) ? read(full) : null;
    if (file) this.files.set(full, file);
    else {
      this.misses.set(full, true);
      if (this.misses.size > this.maxMisses) this.misses.delete(this.misses.keys().next().value as string);
    }
    return file;
  }

  exists(relativePath: string): boolean {
    return this.load(relativePath) !== null;
  }

  /**
   * A built HTML page changed as it is served (what it shows depends on the
   * database), or null when there is none. `key` names what the change depends on:
   * the filled page (and its gzip) is made once per key and kept until the key
   * changes, so a page filled from a setting costs a string compare per request.
   */
  serveFilled(request: Request, relativePath: string, key: string, fill: (html: string) => string): Response | null {
    const file = this.load(relativePath);
    if (!file) return null;
    let filled = this.filled.get(relativePath);
    if (!filled || filled.key !== key || filled.source !== file) {
      const body = new TextEncoder().encode(fill(new TextDecoder().decode(file.body)));
      filled = {
        key,
        source: file,
        file: { body, gzip: Bun.gzipSync(body), type: file.type, etag: `"${Bun.hash(body).toString(36)}"` },
      };
      this.filled.set(relativePath, filled);
    }
    return this.respond(request, filled.file, 'revalidate', 200, HTML_SECURITY_HEADERS);
  }

  /** A Response for the file, or null when there is none. An HTML file carries `htmlHeaders` (its security policy). */
  serve(
    request: Request,
    relativePath: string,
    cache: CachePolicy,
    status = 200,
    htmlHeaders: Readonly<Record<string, string>> = HTML_SECURITY_HEADERS,
  ): Response | null {
    const file = this.load(relativePath);
    if (!file) return null;
    return this.respond(request, file, cache, status, htmlHeaders);
  }

  private respond(
    request: Request,
    file: LoadedFile,
    cache: CachePolicy,
    status: number,
    htmlHeaders: Readonly<Record<string, string>>,
  ): Response {
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': CACHE_CONTROL[cache],
      etag: file.etag,
      vary: 'accept-encoding',
    };
    if (file.type.startsWith('text/html')) Object.assign(headers, htmlHeaders);
    if (status === 200 && request.headers.get('if-none-match') === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    if (file.gzip && request.headers.get('accept-encoding')?.includes('gzip')) {
      headers['content-encoding'] = 'gzip';
      return new Response(file.gzip, { status, headers });
    }
    return new Response(file.body, { status, headers });
  }
}
