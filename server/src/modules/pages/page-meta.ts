import {
  imageVariant,
  landingDescription,
  landingOfQuery,
  landingPath,
  landingTitle,
  matchPage,
  NOT_FOUND_TITLE,
  PAGES,
  parseLandingSlugs,
  summarize,
  MARKET_PAGE_DESCRIPTION,
} from '@tranquera/contracts';
import type { FastifyInstance } from 'fastify';
import { getProperty } from '../properties/service.ts';
import { findUserByUsername, toPublicUser } from '../users/service.ts';
import type { PageImage, PageMeta } from './html-meta.ts';
import {
  absoluteUrl,
  homeJsonLd,
  landingBreadcrumb,
  listingBreadcrumb,
  listingJsonLd,
  SITE_IMAGES,
  type SiteRef,
  searchBreadcrumb,
  sellerJsonLd,
} from './structured-data.ts';

const DEFAULT_DESCRIPTION =
  'Comprá, vendé o alquilá campos en Argentina, Paraguay, Uruguay y Bolivia. Publicá gratis y contactá directo con dueños e inmobiliarias.';

/** A path segment as typed; a broken escape (`%E0%A4%A`) names nothing, so it becomes ''. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * Title, description, canonical link, share image and structured data of a page; `url` is as
 * requested (still encoded), with or without its query. The pages are the route table's
 * (contracts `PAGES`); any other path is a 404.
 */
export async function metaForPath(app: FastifyInstance, url: string): Promise<PageMeta> {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const site: SiteRef = { name: app.config.SITE_NAME, url: app.config.PUBLIC_URL };
  const defaultImage: PageImage = {
    url: absoluteUrl(site, SITE_IMAGES.ogDefault.path),
    alt: `${site.name}: campos en venta y alquiler en Argentina, Paraguay, Uruguay y Bolivia`,
    width: SITE_IMAGES.ogDefault.width,
    height: SITE_IMAGES.ogDefault.height,
  };
  const base: PageMeta = {
    title: site.name,
    description: DEFAULT_DESCRIPTION,
    canonical: `${site.url}${pathname}`,
    image: defaultImage,
  };
  const notFound = (title: string): PageMeta => ({
    title: `${title} - ${site.name}`,
    description: DEFAULT_DESCRIPTION,
    image: defaultImage,
    status: 404,
    noIndex: true,
  });

  const page = matchPage(pathname);
  if (!page) return notFound(NOT_FOUND_TITLE.page);

  if (page.name === 'propertyDetail') {
    const found = await getProperty(app.db, decodeSegment(page.params.id ?? ''));
    if (!found) return notFound(NOT_FOUND_TITLE.page);
    const owner = found.user_id;
    // The listing names its owner without the profile type, which picks Person or agent.
    const seller = await findUserByUsername(app.db, owner.username);
    return {
      title: `${found.listing_title} - ${site.name}`,
      description: summarize(found.description) || DEFAULT_DESCRIPTION,
      canonical: `${site.url}${PAGES.propertyDetail.link(found._id)}`,
      image: found.main_image_url
        ? { url: absoluteUrl(site, imageVariant(found.main_image_url, 'large')), alt: found.listing_title }
        : defaultImage,
      type: 'article',
      jsonLd: [
        listingJsonLd(site, found, {
          username: owner.username,
          firstName: owner.first_name,
          lastName: owner.last_name,
          profile: seller?.profile ?? null,
        }),
        listingBreadcrumb(site, found),
      ],
    };
  }

  if (page.name === 'userPage') {
    const found = await findUserByUsername(app.db, decodeSegment(page.params.username ?? ''));
    if (!found) return notFound(NOT_FOUND_TITLE.user);
    // Only what the public API shows of a user: never the e-mail address or phone number.
    const user = toPublicUser(found);
    const name = `${user.first_name} ${user.last_name}`.trim();
    return {
      title: `${name} - ${site.name}`,
      description: summarize(user.description || `Campos publicados por ${name} en ${site.name}.`),
      canonical: `${site.url}${PAGES.userPage.link(user.username)}`,
      image: user.profile_image ? { url: absoluteUrl(site, user.profile_image), alt: name } : defaultImage,
      type: 'profile',
      jsonLd: [sellerJsonLd(site, user)],
    };
  }

  if (page.name === 'marketPrices') {
    return {
      ...base,
      title: `${PAGES.marketPrices.title} - ${site.name}`,
      description: MARKET_PAGE_DESCRIPTION,
    };
  }
  if (page.name === 'home') return { ...base, jsonLd: homeJsonLd(site, DEFAULT_DESCRIPTION) };
  if (page.name === 'listingProperties') {
    const query = new URLSearchParams(search);
    // The same search as a landing has the landing's clean address as its canonical one.
    const landing = landingOfQuery(query);
    return {
      ...base,
      canonical: `${site.url}${landing ? landingPath(landing) : PAGES.listingProperties.link()}`,
      jsonLd: [searchBreadcrumb(site, query.get('category'))],
    };
  }
  if (page.name === 'landing') {
    const landing = parseLandingSlugs(decodeSegment(page.params['*'] ?? ''));
    if (!landing) return notFound(NOT_FOUND_TITLE.page);
    return {
      ...base,
      title: `${landingTitle(landing)} - ${site.name}`,
      description: landingDescription(landing),
      canonical: `${site.url}${landingPath(landing)}`,
      jsonLd: [landingBreadcrumb(site, landing)],
    };
  }
  return base;
}
