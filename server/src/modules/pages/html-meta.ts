import { type JsonLd, serializeJsonLd } from './structured-data.ts';

/** A page's share image (og:image); the size only when known (stored photos vary). */
export interface PageImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical?: string;
  image?: PageImage;
  type?: 'website' | 'article' | 'profile';
  status?: number;
  /** Pages search engines should not list (404s). */
  noIndex?: boolean;
  /** schema.org structured data (structured-data.ts), one `ld+json` block each. */
  jsonLd?: JsonLd[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's title, social/SEO tags and structured data, for the head of the built index.html. */
function metaTags(meta: PageMeta, siteName: string, browserConfig: Record<string, unknown>): string {
  const { image } = meta;
  return [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noIndex ? '<meta name="robots" content="noindex" />' : '',
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />` : '',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="es_AR" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image.url)}" />` : '',
    image?.width ? `<meta property="og:image:width" content="${image.width}" />` : '',
    image?.height ? `<meta property="og:image:height" content="${image.height}" />` : '',
    image ? `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    // Data, not code: the Content-Security-Policy (script-src 'self', no inline scripts) has
    // nothing to run in these. `<` is escaped so no value can close the element.
    ...(meta.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
    `<script type="application/json" id="site-config">${JSON.stringify(browserConfig).replace(/</g, '\\u003c')}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

const META_MARKER = '<!--app-meta-->';
const ROOT = '<div id="root"></div>';

/** What the server rendered of a page: the HTML inside #root, and the JSON its data hydrates from. */
export interface ShellContent {
  html: Buffer;
  /** Serialized and safe inside a script element (no `<`). */
  stateJson: string;
  stateId: string;
}

/**
 * The built index.html, cut once where each page puts its own parts: its title and meta tags in
 * the first few hundred bytes, its rendered HTML in #root. The rest (80 KB of it the inlined
 * stylesheet) is turned into bytes once, not copied and encoded again for every page.
 */
export class PageShell {
  private readonly prefix: string;
  private readonly head: Buffer;
  private readonly tail: Buffer;

  constructor(template: string) {
    const marker = template.indexOf(META_MARKER);
    const root = template.indexOf(ROOT);
    const title = template.indexOf('<title>');
    if (marker < 0 || root < marker || title < 0 || title > marker) {
      throw new Error(`index.html needs <title>, then ${META_MARKER}, then ${ROOT}`);
    }
    this.prefix = template.slice(0, marker);
    this.head = Buffer.from(template.slice(marker + META_MARKER.length, root));
    this.tail = Buffer.from(template.slice(root + ROOT.length));
  }

  /** The page: the shell with its meta tags, and the server's rendering in #root when there is one. */
  render(
    meta: PageMeta,
    siteName: string,
    browserConfig: Record<string, unknown>,
    content?: ShellContent,
  ): Buffer {
    // Replacer functions, not strings: a `$&` or `$'` in a listing's title must stay literal.
    const prefix = this.prefix
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '');
    const start = Buffer.from(prefix + metaTags(meta, siteName, browserConfig));
    if (!content) return Buffer.concat([start, this.head, Buffer.from(ROOT), this.tail]);
    return Buffer.concat([
      start,
      this.head,
      Buffer.from('<div id="root">'),
      content.html,
      Buffer.from(
        `</div>\n    <script type="application/json" id="${content.stateId}">${content.stateJson}</script>`,
      ),
      this.tail,
    ]);
  }
}
