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

export async function metaForPath(app: FastifyInstance, pathname: string): Promise<PageMeta> {
  const site = app.config.SITE_NAME;
  const base: PageMeta = {
    title: site,
    description: DEFAULT_DESCRIPTION,
    canonical: `${app.config.PUBLIC_URL}${pathname}`,
  };

  const property = /^\/property\/([^/]+)\/?$/.exec(pathname);
  if (property?.[1]) {
    const found = await getProperty(app.db, decodeURIComponent(property[1]));
    if (!found) return { ...base, title: `Página no encontrada - ${site}`, status: 404 };
    return {
      title: `${found.listing_title} - ${site}`,
      description: summarize(found.description) || DEFAULT_DESCRIPTION,
      canonical: `${app.config.PUBLIC_URL}/property/${found._id}`,
      image: absolute(app, imageVariant(found.main_image_url, 'large')),
      type: 'article',
    };
  }

  const user = /^\/user\/([^/]+)\/?$/.exec(pathname);
  if (user?.[1]) {
    const found = await findUserByUsername(app.db, decodeURIComponent(user[1]));
    if (!found) return { ...base, title: `Usuario no encontrado - ${site}`, status: 404 };
    const name = `${found.firstName} ${found.lastName}`.trim();
    return {
      title: `${name} - ${site}`,
      description: summarize(found.description || `Campos publicados por ${name} en ${site}.`),
      canonical: `${app.config.PUBLIC_URL}/user/${found.username}`,
      image: found.profileImage ? absolute(app, found.profileImage) : undefined,
      type: 'profile',
    };
  }

  if (KNOWN_ROUTES.some((route) => route.test(pathname))) return base;
  return { ...base, title: `Página no encontrada - ${site}`, status: 404 };
}
