// What the server lets the browser know (injected into index.html as window.__CONFIG__).
export interface SiteConfig {
  siteName: string;
  whatsappNumber: string;
  googleEnabled: boolean;
}

declare global {
  interface Window {
    __CONFIG__?: Partial<SiteConfig>;
  }
}

export const siteConfig: SiteConfig = {
  siteName: 'Tranquera',
  whatsappNumber: '5491100000000',
  googleEnabled: false,
  ...(typeof window !== 'undefined' ? window.__CONFIG__ : {}),
};

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${siteConfig.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
