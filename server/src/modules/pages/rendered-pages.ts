import { createHash } from 'node:crypto';
import type { CatalogueVersion } from '../properties/catalogue-version.ts';

export interface RenderedEntry {
  status: number;
  html: string;
  /**
   * Its ETag, computed once: weak, as each answer stamps the time it was sent (routes.ts), which
   * changes no content.
   */
  etag: string;
}

/**
 * Server-rendered public pages kept by address under the catalogue version they were rendered
 * at: rendering a page costs milliseconds of CPU, and the same home, landing and listing pages
 * are asked for over and over. Public pages show nothing of the visitor, and everything they
 * show moves the catalogue version when it changes (a write, or a date passing), so a page is
 * never served as it was before a write this process acknowledged. Least recently used pages
 * go first once the entries pass `maxBytes`.
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
    this.bytes += entry.html.length;
    return entry;
  }

  /** Keeps a page rendered from the catalogue as it was at `version` (read before rendering). */
  set(url: string, version: number, page: { status: number; html: string }): RenderedEntry {
    const entry = { ...page, version, etag: `W/"${createHash('sha1').update(page.html).digest('base64')}"` };
    if (version !== this.catalogue.current || page.html.length > this.maxBytes / 4) return entry;
    this.remove(url);
    this.entries.set(url, entry);
    this.bytes += page.html.length;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
    return entry;
  }

  private remove(url: string) {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= entry.html.length;
  }
}
