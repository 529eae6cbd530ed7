// schema.org JSON-LD of the public pages, for search engines: built from what the page's meta
// tags already load (page-meta.ts) and rendered into the head by html-meta.ts.
import {
  CATEGORIES,
  type Category,
  imageVariant,
  PAGES,
  type PROFILE_TYPES,
  type Property,
  type PublicUser,
  type Landing,
  landingPath,
  landingTitle,
} from '@tranquera/contracts';

export type JsonLd = Record<string, unknown>;

/** The site as every block names it; `url` is PUBLIC_URL, without a trailing slash. */
export interface SiteRef {
  name: string;
  url: string;
}

/** Images under web/public/images/, made by server/scripts/build-og-image.ts. */
export const SITE_IMAGES = {
  /** og:image of pages without a photo of their own (home, search, legal, 404…). */
  ogDefault: { path: '/images/og-default.jpg', width: 1200, height: 630 },
  /** The Organization's logo (Google asks for at least 112×112). */
  logo: { path: '/images/logo.png', width: 512, height: 512 },
} as const;

export const absoluteUrl = (site: SiteRef, url: string) =>
  /^https?:\/\//.test(url) ? url : `${site.url}${url}`;

const SCHEMA = 'https://schema.org';
// UN/CEFACT Common Code of the hectare, as schema.org's unitCode expects.
const HECTARE = 'HAR';
// GoodRelations business functions, the values schema.org lists for Offer.businessFunction:
// IRIs, so written as node references rather than text.
const BUSINESS_FUNCTION = {
  venta: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
  alquiler: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
} as const;
/** Listings outside Argentina name the country as their "province" (contracts PROVINCES). */
const COUNTRY_OF_STATE: Readonly<Record<string, string>> = { Paraguay: 'PY', Uruguay: 'UY', Bolivia: 'BO' };

type ProfileType = (typeof PROFILE_TYPES)[number];
type SellerType = 'Person' | 'RealEstateAgent' | 'Organization';
const SELLER_TYPE: Record<ProfileType, SellerType> = {
  'Propietario (Dueño Directo)': 'Person',
  Inmobiliaria: 'RealEstateAgent',
  Intermediario: 'RealEstateAgent',
  'Interesado Directo': 'Person',
  'Empresa Agropecuaria': 'Organization',
};
/** A profile type the user never chose (or one no longer offered) reads as a person. */
const sellerType = (profile: string | null): SellerType => SELLER_TYPE[profile as ProfileType] ?? 'Person';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const homeUrl = (site: SiteRef) => `${site.url}${PAGES.home.link()}`;
const organizationId = (site: SiteRef) => `${homeUrl(site)}#organization`;

/** Who publishes a listing, as its offer names them: name and profile page only (no contact data). */
export interface ListingSeller {
  username: string;
  firstName: string;
  lastName: string;
  /** The user's profile type (contracts PROFILE_TYPES), null when not chosen. */
  profile: string | null;
}

/** A listing: `RealEstateListing` (a WebPage) with its `Offer` and the land as a `Place`. */
export function listingJsonLd(site: SiteRef, listing: Property, seller: ListingSeller): JsonLd {
  const url = `${site.url}${PAGES.propertyDetail.link(listing._id)}`;
  const placeId = `${url}#campo`;
  const { lat, lng, name: locationName } = listing.location;
  const country = COUNTRY_OF_STATE[listing.state];
  const land: JsonLd = {
    '@type': 'Place',
    '@id': placeId,
    name: locationName || `${listing.nearest_town}, ${listing.state}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: listing.nearest_town,
      ...(country ? {} : { addressRegion: listing.state }),
      addressCountry: country ?? 'AR',
    },
    ...(lat !== null && lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } }
      : {}),
    // A Place has no area property of its own (floorSize is Accommodation's): a PropertyValue.
    additionalProperty: {
      '@type': 'PropertyValue',
      name: 'Superficie',
      value: listing.hectares,
      unitCode: HECTARE,
      unitText: 'ha',
    },
  };
  const priced = listing.price > 0;
  const offer: JsonLd = {
    '@type': 'Offer',
    url,
    businessFunction: BUSINESS_FUNCTION[listing.operation],
    availability: `${SCHEMA}/InStock`,
    // Price 0 is "Consultar Valor": no price rather than a free offer.
    ...(priced
      ? {
          price: listing.price,
          priceCurrency: listing.currency,
          // The price as the listing states it: for one hectare, or for the whole area.
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: listing.price,
            priceCurrency: listing.currency,
            referenceQuantity: {
              '@type': 'QuantitativeValue',
              value: listing.pricing_unit === 'por Hectárea' ? 1 : listing.hectares,
              unitCode: HECTARE,
            },
          },
        }
      : {}),
    seller: {
      '@type': sellerType(seller.profile),
      name: fullName(seller.firstName, seller.lastName),
      url: `${site.url}${PAGES.userPage.link(seller.username)}`,
    },
  };
  return {
    '@context': SCHEMA,
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: listing.listing_title,
    description: listing.description,
    inLanguage: 'es-AR',
    image: listing.images.map((image) => absoluteUrl(site, imageVariant(image, 'large'))),
    datePosted: listing.created_at,
    dateModified: listing.updated_at,
    about: land,
    contentLocation: { '@id': placeId },
    offers: offer,
  };
}

interface Crumb {
  name: string;
  /** Site-relative link, as the route table makes it. */
  link: string;
}

function breadcrumbList(site: SiteRef, crumbs: Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${site.url}${crumb.link}`,
    })),
  };
}

const SEARCH_CRUMBS: Crumb[] = [
  { name: 'Inicio', link: PAGES.home.link() },
  { name: 'Campos', link: PAGES.listingProperties.link() },
];
const categoryCrumb = (category: Category): Crumb => ({
  name: category,
  link: PAGES.listingProperties.link({ category }),
});

/** Inicio › Campos › category › listing, as the detail page's breadcrumb (property-header.tsx). */
export function listingBreadcrumb(site: SiteRef, listing: Property): JsonLd {
  return breadcrumbList(site, [
    ...SEARCH_CRUMBS,
    categoryCrumb(listing.category),
    { name: listing.listing_title, link: PAGES.propertyDetail.link(listing._id) },
  ]);
}

/** Inicio › Campos, and the category when the search is filtered by a known one. */
export function searchBreadcrumb(site: SiteRef, category: string | null): JsonLd {
  const known = CATEGORIES.find((value) => value === category);
  return breadcrumbList(site, known ? [...SEARCH_CRUMBS, categoryCrumb(known)] : SEARCH_CRUMBS);
}

/** Inicio › Campos › the landing ('Campos ganaderos en Córdoba'). */
export function landingBreadcrumb(site: SiteRef, landing: Landing): JsonLd {
  return breadcrumbList(site, [
    ...SEARCH_CRUMBS,
    { name: landingTitle(landing), link: landingPath(landing) },
  ]);
}

/** A seller's page: a `ProfilePage` about a `Person`, `RealEstateAgent` or `Organization`. */
export function sellerJsonLd(site: SiteRef, user: PublicUser): JsonLd {
  const url = `${site.url}${PAGES.userPage.link(user.username)}`;
  return {
    '@context': SCHEMA,
    '@type': 'ProfilePage',
    '@id': url,
    url,
    inLanguage: 'es-AR',
    dateCreated: user.joined_at,
    mainEntity: {
      '@type': sellerType(user.profile),
      '@id': `${url}#seller`,
      name: fullName(user.first_name, user.last_name),
      alternateName: user.username,
      url,
      ...(user.description ? { description: user.description } : {}),
      ...(user.profile_image ? { image: absoluteUrl(site, user.profile_image) } : {}),
    },
  };
}

/** Home: the `WebSite` with its search, and the `Organization` behind it with its logo. */
export function homeJsonLd(site: SiteRef, description: string): JsonLd[] {
  const home = homeUrl(site);
  return [
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: site.name,
      url: home,
      description,
      inLanguage: 'es-AR',
      publisher: { '@id': organizationId(site) },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${site.url}${PAGES.listingProperties.link()}?search={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': SCHEMA,
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.name,
      url: home,
      logo: absoluteUrl(site, SITE_IMAGES.logo.path),
    },
  ];
}

/**
 * A JSON-LD block's text: `<` escaped (`\u003c`, the same character to a JSON parser), so no
 * value can close the script element or open a comment in it.
 */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
