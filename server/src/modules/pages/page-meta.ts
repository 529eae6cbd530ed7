import { imageVariant, matchPage, NOT_FOUND_TITLE, PAGES, summarize } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { getProperty } from '../properties/service.ts';
import { findUserByUsername } from '../users/service.ts';
import type { PageMeta } from './html-meta.ts';

const DEFAULT_DESCRIPTION =
  'Comprá, vendé o alquilá campos en Argentina, Paraguay, Uruguay y Bolivia. Publicá gratis y contactá directo con dueños e inmobiliarias.';

const absolute = (app: FastifyInstance, url: string) =>
  /^https?:\/\//.test(url) ? url : `${app.config.PUBLIC_URL}${url}`;

/** A path segment as typed; a broken escape (`%E0%A4%A`) names nothing, so it becomes ''. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * Title, description, canonical link and image of a page; `pathname` is as requested (still
 * encoded). The pages are the route table's (contracts `PAGES`); any other path is a 404.
 */
export async function metaForPath(app: FastifyInstance, pathname: string): Promise<PageMeta> {
  const site = app.config.SITE_NAME;
  const base: PageMeta = {
    title: site,
    description: DEFAULT_DESCRIPTION,
    canonical: `${app.config.PUBLIC_URL}${pathname}`,
  };
  const notFound = (title: string): PageMeta => ({
    title: `${title} - ${site}`,
    description: DEFAULT_DESCRIPTION,
    status: 404,
    noIndex: true,
  });

  const page = matchPage(pathname);
  if (!page) return notFound(NOT_FOUND_TITLE.page);

  if (page.name === 'propertyDetail') {
    const found = await getProperty(app.db, decodeSegment(page.params.id ?? ''));
    if (!found) return notFound(NOT_FOUND_TITLE.page);
    return {
      title: `${found.listing_title} - ${site}`,
      description: summarize(found.description) || DEFAULT_DESCRIPTION,
      canonical: `${app.config.PUBLIC_URL}${PAGES.propertyDetail.link(found._id)}`,
      image: found.main_image_url ? absolute(app, imageVariant(found.main_image_url, 'large')) : undefined,
      type: 'article',
    };
  }

  if (page.name === 'userPage') {
    const found = await findUserByUsername(app.db, decodeSegment(page.params.username ?? ''));
    if (!found) return notFound(NOT_FOUND_TITLE.user);
    const name = `${found.firstName} ${found.lastName}`.trim();
    return {
      title: `${name} - ${site}`,
      description: summarize(found.description || `Campos publicados por ${name} en ${site}.`),
      canonical: `${app.config.PUBLIC_URL}${PAGES.userPage.link(found.username)}`,
      image: found.profileImage ? absolute(app, found.profileImage) : undefined,
      type: 'profile',
    };
  }

  return base;
}
