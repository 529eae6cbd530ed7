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

/** Puts the page's title, social/SEO tags and structured data into the built index.html. */
export function renderShell(
  template: string,
  meta: PageMeta,
  siteName: string,
  browserConfig: Record<string, unknown>,
): string {
  const { image } = meta;
  const tags = [
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
  // Replacer functions, not strings: a `$&` or `$'` in a listing's title must stay literal.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('<!--app-meta-->', () => tags);
}
