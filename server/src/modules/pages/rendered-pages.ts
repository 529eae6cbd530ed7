import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CatalogueVersion } from '../properties/catalogue-version.ts';

/** How a rendered page is sent: what the browser accepts, best first. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface RenderedEntry {
  status: number;
  html: string;
  /** Its ETag, computed once (weak: the same page goes out in several encodings). */
  etag: string;
  /** Its bytes in each encoding asked for so far, each compressed once. */
  bodies: Partial<Record<PageEncoding, Buffer>>;
}

/**
 * Brotli at the quality of every other answer (app.ts): most pages are compressed on their first
 * visit, in the request, and quality 5 took 60 % longer for 6 % fewer bytes (a 165 KB listing
 * page: 1.6 ms and 30.1 KB at quality 4, 2.6 ms and 28.1 KB at 5).
 */
function encode(html: string, encoding: PageEncoding): Buffer {
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipSync(bytes, { level: 6 }) : bytes;
}

const sizeOf = (entry: RenderedEntry) =>
  entry.html.length + Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0);

/**
 * Server-rendered public pages kept by address under the catalogue version they were rendered
 * at: rendering a page costs milliseconds of CPU, and the same home, landing and listing pages
 * are asked for over and over. Public pages show nothing of the visitor, and everything they
 * show moves the catalogue version when it changes (a write, or a date passing), so a page is
 * never served as it was before a write this process acknowledged. A kept page's bytes are the
 * same for every visitor (when it was sent travels in a header, routes.ts), so each encoding is
 * compressed once: sending a kept page then costs what a static file does. Least recently used
 * pages go first once the entries (text and compressed bytes) pass `maxBytes`.
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

  /** Keeps a page rendered from the catalogue as it was at `version` (read before rendering). */
  set(url: string, version: number, page: { status: number; html: string }): RenderedEntry {
    const etag = `W/"${createHash('sha1').update(page.html).digest('base64')}"`;
    const entry = { ...page, version, etag, bodies: {} };
    if (version !== this.catalogue.current || page.html.length > this.maxBytes / 4) return entry;
    this.remove(url);
    this.entries.set(url, entry);
    this.bytes += page.html.length;
    this.trim();
    return entry;
  }

  /** The page's bytes in `encoding`, compressed on first use and kept with it. */
  body(url: string, entry: RenderedEntry, encoding: PageEncoding): Buffer {
    const kept = entry.bodies[encoding];
    if (kept) return kept;
    const body = encode(entry.html, encoding);
    entry.bodies[encoding] = body;
    if (this.entries.get(url) === entry) {
      this.bytes += body.length;
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
