import type { PageRoute } from '@tranquera/contracts';
import { useEffect } from 'react';
import { siteConfig } from './site-config.ts';

interface PageMetaOptions {
  /** Replaces the route table's title (a listing's or a person's name); null: the bare site name. */
  title?: string | null;
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

/**
 * Spec §2: '{product}' on home, '{page} - {product}' elsewhere, the page's title coming from the
 * route table (contracts `PAGES`); plus description and canonical.
 */
export function usePageMeta(
  page: Pick<PageRoute, 'title'>,
  { title = page.title, description, canonicalPath }: PageMetaOptions = {},
) {
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
