// What the server lets the browser know: a JSON data block in index.html (#site-config), not a
// script, so the Content-Security-Policy needs no inline scripts.
export interface SiteConfig {
  siteName: string;
  whatsappNumber: string;
  googleEnabled: boolean;
}

function injectedConfig(): Partial<SiteConfig> {
  if (typeof document === 'undefined') return {};
  const block = document.getElementById('site-config');
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as Partial<SiteConfig>) : {};
  } catch {
    return {};
  }
}

export const siteConfig: SiteConfig = {
  siteName: 'Tranquera',
  whatsappNumber: '5491100000000',
  googleEnabled: false,
  ...injectedConfig(),
};

/** On the server there is no #site-config block: the server hands its values in once. */
export function configureSite(config: SiteConfig): void {
  Object.assign(siteConfig, config);
}

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${siteConfig.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
