import { imageVariant } from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { getProperty } from '../properties/service.ts';
import { findUserByUsername } from '../users/service.ts';
import { summarize, type PageMeta } from './html-meta.ts';

const DEFAULT_DESCRIPTION =
  'Comprá, vendé o alquilá campos en Argentina, Paraguay, Uruguay y Bolivia. Publicá gratis y contactá directo con dueños e inmobiliarias.';

/** Routes of the web app that exist; anything else is answered with the 404 page and status. */
const KNOWN_ROUTES = [
  /^\/$/,
  /^\/(login|signup|change-password|contact|listing-properties|request-property|terms-of-service|privacy-policy|post-property|profile|my-properties|chats|configuration)\/?$/,
  /^\/(edit-property|message|chat|change-email)\/[^/]+\/?$/,
];

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

/** Title, description, canonical link and image of a page; `pathname` is as requested (still encoded). */
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

  const property = /^\/property\/([^/]+)\/?$/.exec(pathname);
  if (property?.[1]) {
    const found = await getProperty(app.db, decodeSegment(property[1]));
    if (!found) return notFound('Página no encontrada');
    return {
      title: `${found.listing_title} - ${site}`,
      description: summarize(found.description) || DEFAULT_DESCRIPTION,
      canonical: `${app.config.PUBLIC_URL}/property/${found._id}`,
      image: found.main_image_url ? absolute(app, imageVariant(found.main_image_url, 'large')) : undefined,
      type: 'article',
    };
  }

  const user = /^\/user\/([^/]+)\/?$/.exec(pathname);
  if (user?.[1]) {
    const found = await findUserByUsername(app.db, decodeSegment(user[1]));
    if (!found) return notFound('Usuario no encontrado');
    const name = `${found.firstName} ${found.lastName}`.trim();
    return {
      title: `${name} - ${site}`,
      description: summarize(found.description || `Campos publicados por ${name} en ${site}.`),
      canonical: `${app.config.PUBLIC_URL}/user/${encodeURIComponent(found.username)}`,
      image: found.profileImage ? absolute(app, found.profileImage) : undefined,
      type: 'profile',
    };
  }

  if (KNOWN_ROUTES.some((route) => route.test(pathname))) return base;
  return notFound('Página no encontrada');
}
