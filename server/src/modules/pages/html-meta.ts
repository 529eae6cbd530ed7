export interface PageMeta {
  title: string;
  description: string;
  canonical?: string;
  image?: string;
  type?: 'website' | 'article' | 'profile';
  status?: number;
  /** Pages search engines should not list (404s). */
  noIndex?: boolean;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Puts the page's title and social/SEO tags into the built index.html. */
export function renderShell(
  template: string,
  meta: PageMeta,
  siteName: string,
  browserConfig: Record<string, unknown>,
): string {
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
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    // Data, not code (the Content-Security-Policy allows no inline scripts); `<` is escaped so
    // no value can close the element.
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
