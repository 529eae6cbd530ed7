import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { CatalogueVersion } from '../properties/catalogue-version.ts';

/** How a rendered page is sent: what the browser accepts, best first. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface RenderedEntry {
  status: number;
  /** Its ETag, computed once (weak: the same page goes out in several encodings). */
  etag: string;
  /**
   * Its bytes in each encoding asked for so far, each compressed once. Once compressed, a kept
   * page lets its plain bytes go (5–6 times the size): see `RenderedPages`.
   */
  bodies: Partial<Record<PageEncoding, Buffer>>;
}

/**
 * Brotli quality 3: most pages are compressed on their first visit, in the request. On a 160–185
 * KB listing page (2026-11-28) quality 4 took 2.3–2.7 ms for 29.7–30.3 KB, quality 3 1.2–1.6 ms
 * for 30.7–31.2 KB (+3 %), quality 5 3.8–4.0 ms for 27.8–28.6 KB.
 */
function encode(bytes: Buffer, encoding: Exclude<PageEncoding, 'identity'>): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 3,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return gzipSync(bytes, { level: 6 });
}

/** The page's plain bytes: kept, or decompressed from a kept encoding. */
function plainBytes(bodies: RenderedEntry['bodies']): Buffer {
  if (bodies.identity) return bodies.identity;
  if (bodies.br) return brotliDecompressSync(bodies.br);
  if (bodies.gzip) return gunzipSync(bodies.gzip);
  throw new Error('a rendered page without bytes');
}

const sizeOf = (entry: RenderedEntry) =>
  Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0);

/**
 * Server-rendered public pages kept by address under the catalogue version they were rendered
 * at: rendering a page costs milliseconds of CPU, and the same home, landing and listing pages
 * are asked for over and over. Public pages show nothing of the visitor, and everything they
 * show moves the catalogue version when it changes (a write, or a date passing), so a page is
 * never served as it was before a write this process acknowledged. A kept page's bytes are the
 * same for every visitor (when it was sent travels in a header, routes.ts), so each encoding is
 * compressed once: sending a kept page then costs what a static file does. Least recently used
 * pages go first once the entries' bytes pass `maxBytes`.
 *
 * A page is kept compressed only: a listing page is ~170 KB plain (80 KB of it the inlined
 * stylesheet) and ~31 KB in brotli, so the budget holds ~500 pages instead of ~80. Browsers all
 * send `br` or `gzip`; another encoding (or none) is made from the kept one when asked, a
 * brotli decompression of ~0.2 ms against the render's ~10 ms. With ~80 pages, visitors going
 * through a few hundred listings in turn found none kept (least recently used goes first).
 */
export class RenderedPages {
  private readonly entries = new Map<string, RenderedEntry & { version: number }>();
  private bytes = 0;

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(url: string): RenderedEntry | null {
    const entry = this.entries.get(url);
    if (!entry) return null;
    this.remove(url);
    if (entry.version !== this.catalogue.current) return null;
    // Re-inserted: a Map keeps insertion order, so the oldest key is the least recently used.
    this.entries.set(url, entry);
    this.bytes += sizeOf(entry);
    return entry;
  }

  /**
   * Keeps a page rendered from the catalogue as it was at `version` (read before rendering), in
   * the encoding its first visitor asked for (compressed now, so its plain bytes are never kept
   * beside other pages' compressed ones).
   */
  set(
    url: string,
    version: number,
    page: { status: number; body: Buffer },
    encoding: PageEncoding = 'identity',
  ): RenderedEntry {
    const bytes = page.body;
    const etag = `W/"${createHash('sha1').update(bytes).digest('base64')}"`;
    const bodies = encoding === 'identity' ? { identity: bytes } : { [encoding]: encode(bytes, encoding) };
    const entry = { status: page.status, version, etag, bodies };
    if (version !== this.catalogue.current || sizeOf(entry) > this.maxBytes / 4) return entry;
    this.remove(url);
    this.entries.set(url, entry);
    this.bytes += sizeOf(entry);
    this.trim();
    return entry;
  }

  /**
   * The page's bytes in `encoding`: a compressed one is made on first use and kept with it, in
   * place of the plain bytes; plain bytes of a page kept compressed are made again each time
   * (clients that accept no compression are rare).
   */
  body(url: string, entry: RenderedEntry, encoding: PageEncoding): Buffer {
    const kept = entry.bodies[encoding];
    if (kept) return kept;
    const plain = plainBytes(entry.bodies);
    if (encoding === 'identity') return plain;
    const body = encode(plain, encoding);
    const before = sizeOf(entry);
    entry.bodies[encoding] = body;
    delete entry.bodies.identity;
    if (this.entries.get(url) === entry) {
      this.bytes += sizeOf(entry) - before;
      this.trim();
    }
    return body;
  }

  private trim() {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  private remove(url: string) {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= sizeOf(entry);
  }
}
