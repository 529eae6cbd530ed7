import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CatalogueVersion } from '../properties/catalogue-version.ts';
import { RenderedPages } from './rendered-pages.ts';

describe('rendered public pages kept in memory', () => {
  it('serves a page until the catalogue moves on, then never again', () => {
    const catalogue = new CatalogueVersion();
    const pages = new RenderedPages(catalogue);
    const kept = pages.set('/property/1', catalogue.current, {
      status: 200,
      body: Buffer.from('<p>Campo en Tandil</p>'),
    });
    expect(pages.get('/property/1')).toEqual(kept);
    expect(kept.etag).toMatch(/^W\/"[A-Za-z0-9+/=]+"$/);
    catalogue.bump();
    expect(pages.get('/property/1')).toBeNull();
    expect(pages.get('/property/1')).toBeNull();
  });

  it('does not keep a page rendered while a write landed', () => {
    const catalogue = new CatalogueVersion();
    const pages = new RenderedPages(catalogue);
    const before = catalogue.current;
    catalogue.bump();
    const page = pages.set('/', before, { status: 200, body: Buffer.from('<p>Inicio</p>') });
    expect(pages.body('/', page, 'identity').toString()).toBe('<p>Inicio</p>');
    expect(pages.get('/')).toBeNull();
  });

  it('keeps its byte budget by dropping the least recently used pages', () => {
    const catalogue = new CatalogueVersion();
    const pages = new RenderedPages(catalogue, 150);
    const html = (n: number) => `<p>${String(n).repeat(30)}</p>`;
    for (const n of [1, 2, 3, 4])
      pages.set(`/p/${n}`, catalogue.current, { status: 200, body: Buffer.from(html(n)) });
    expect(pages.get('/p/1')).not.toBeNull();
    // 37 bytes each: four fit in 150; a fifth and a sixth push out the least recently used (2, 3).
    for (const n of [5, 6])
      pages.set(`/p/${n}`, catalogue.current, { status: 200, body: Buffer.from(html(n)) });
    expect(pages.get('/p/2')).toBeNull();
    expect(pages.get('/p/3')).toBeNull();
    for (const n of [1, 4, 5, 6]) {
      const kept = pages.get(`/p/${n}`);
      expect(kept && pages.body(`/p/${n}`, kept, 'identity').toString()).toBe(html(n));
    }
  });

  it('compresses a kept page once per encoding, and counts those bytes in its budget', () => {
    const catalogue = new CatalogueVersion();
    const html = `<main>${'<p>Campo ganadero en Tandil, 300 hectáreas</p>'.repeat(40)}</main>`;
    const size = Buffer.byteLength(html);
    // Room for four pages' plain bytes and 100 more: /a's compressed copies take the place of its
    // plain bytes, so no page has to go.
    const pages = new RenderedPages(catalogue, 4 * size + 100);
    for (const url of ['/a', '/b', '/c', '/d'])
      pages.set(url, catalogue.current, { status: 200, body: Buffer.from(html) });
    const kept = pages.get('/a');
    expect(kept).not.toBeNull();
    const br = pages.body('/a', kept!, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(pages.body('/a', kept!, 'br')).toBe(br);
    expect(gunzipSync(pages.body('/a', kept!, 'gzip')).toString()).toBe(html);
    expect(pages.body('/a', kept!, 'gzip')).toBe(pages.body('/a', kept!, 'gzip'));
    expect(pages.body('/a', kept!, 'identity').toString()).toBe(html);
    for (const url of ['/a', '/b', '/c', '/d']) expect(pages.get(url), url).not.toBeNull();
  });

  it('keeps a page compressed only, so the budget holds several times more pages', () => {
    const catalogue = new CatalogueVersion();
    const html = (n: number) =>
      `<main><h1>Campo ${n}</h1>${'<p>Campo ganadero en Tandil, 300 hectáreas</p>'.repeat(60)}</main>`;
    const size = Buffer.byteLength(html(1));
    // Room for two pages' plain bytes: compressed, twenty fit.
    const pages = new RenderedPages(catalogue, 2 * size);
    for (let n = 1; n <= 20; n++) {
      const url = `/property/${n}`;
      const page = pages.set(url, catalogue.current, { status: 200, body: Buffer.from(html(n)) }, 'br');
      expect(brotliDecompressSync(pages.body(url, page, 'br')).toString()).toBe(html(n));
    }
    for (let n = 1; n <= 20; n++) {
      const kept = pages.get(`/property/${n}`);
      expect(kept, `page ${n}`).not.toBeNull();
      // A client without compression gets the plain page, made from the kept one.
      expect(pages.body(`/property/${n}`, kept!, 'identity').toString()).toBe(html(n));
      expect(gunzipSync(pages.body(`/property/${n}`, kept!, 'gzip')).toString()).toBe(html(n));
    }
  });
});
