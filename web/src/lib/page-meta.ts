import { useEffect } from 'react';
import { siteConfig } from './site-config.ts';

interface PageMeta {
  /** Without the site name; null gives the bare site name (home). */
  title: string | null;
  description?: string;
  canonicalPath?: string;
}

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** Spec §2: '{product}' on home, '{page} - {product}' elsewhere; plus description and canonical. */
export function usePageMeta({ title, description, canonicalPath }: PageMeta) {
  useEffect(() => {
    document.title = title ? `${title} - ${siteConfig.siteName}` : siteConfig.siteName;
    if (description) {
      setTag(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        'content',
        description,
      );
    }
    if (canonicalPath) {
      setTag(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        'href',
        new URL(canonicalPath, window.location.origin).toString(),
      );
    }
  }, [title, description, canonicalPath]);
}

/** A meta description from user text: whitespace collapsed, cut near 160 characters at a word. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
