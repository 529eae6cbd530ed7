import { propertyInputSchema, type PropertyData, type PropertyInput } from '@tranquera/contracts';
import type { users } from '../schema.ts';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings.ts';
import { DEMO_OWNERS, type OwnerKey } from './demo-owners.ts';
import { choosePhotos, demoFileKey, photoUrl } from './demo-photos.ts';
import { REGIONS } from './demo-regions.ts';
import { TOWNS } from './demo-towns.ts';
import { describeListing } from './listing-description.ts';
import { seededRandom, type Random } from './prng.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings are spread over the last five months, so newest-first looks like a live site. */
const CATALOGUE_DAYS = 150;

export interface DemoCatalogue {
  owners: (typeof users.$inferInsert & { key: OwnerKey })[];
  listings: { owner: OwnerKey; data: PropertyData; recommended: boolean; createdAt: Date; updatedAt: Date }[];
}

/** The whole demo catalogue, dated back from `now`; the same on every install (seeded PRNG). */
export function buildDemoCatalogue(now: number): DemoCatalogue {
  const random = seededRandom(20240611);
  const owners = (Object.keys(DEMO_OWNERS) as OwnerKey[]).map((key) => {
    const owner = DEMO_OWNERS[key];
    return {
      key,
      firstName: owner.firstName,
      lastName: owner.lastName,
      username: owner.username,
      emailAddress: owner.emailAddress,
      emailAddressConfirmed: true,
      phoneNumber: owner.phoneNumber,
      address: owner.address,
      profile: owner.profile,
      description: owner.description,
      profileImage: owner.avatar ? avatarUrl(key) : null,
      joinedAt: new Date(now - owner.joinedDaysAgo * DAY_MS),
    };
  });
  const mainUse = new Map<string, number>();
  const listings = DEMO_LISTINGS.map((listing) => {
    const data = propertyInputSchema.parse(listingInput(listing, random, mainUse));
    const created = now - random.between(0.1, CATALOGUE_DAYS) * DAY_MS;
    // Some owners touched up their listing a few days after publishing it.
    const updated = random.chance(0.3) ? Math.min(now, created + random.between(1, 10) * DAY_MS) : created;
    return {
      owner: listing.owner,
      data,
      recommended: listing.recommended ?? false,
      createdAt: new Date(created),
      updatedAt: new Date(updated),
    };
  });
  return { owners, listings };
}

export function avatarFileName(key: OwnerKey): string {
  return `${demoFileKey(`avatar:${DEMO_OWNERS[key].username}`)}.webp`;
}

function avatarUrl(key: OwnerKey): string {
  return `/uploads/demo/${avatarFileName(key)}`;
}

function listingInput(listing: DemoListing, random: Random, mainUse: Map<string, number>): PropertyInput {
  const town = TOWNS[listing.town];
  const region = REGIONS[town.region];
  // A point a few kilometres from the town, where the field itself would be.
  const near = (value: number) => Math.round((value + random.between(-0.03, 0.03)) * 10000) / 10000;
  const lat = near(town.lat);
  const lng = near(town.lng);
  return {
    category: listing.category,
    operation: listing.operation ?? 'venta',
    listing_title: listing.title,
    price: listing.price,
    currency: listing.currency ?? 'USD',
    pricing_unit: listing.unit ?? 'por Hectárea',
    hectares: listing.hectares,
    nearest_town: listing.town,
    access: listing.access,
    payment_type: listing.payment,
    description: describeListing(listing, region, random),
    state: town.state,
    facilities: listing.facilities,
    technical_report: listing.report ? `https://tranquera.com.ar/informes/${listing.report}` : '',
    video_link: listing.video ?? '',
    images: choosePhotos(listing.category, region, random, mainUse).map(photoUrl),
    location: {
      name: `Cerca de ${listing.town}, ${town.state}`,
      lat: listing.noMap ? null : lat,
      lng: listing.noMap ? null : lng,
    },
  };
}
