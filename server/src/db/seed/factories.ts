import { randomUUID } from 'node:crypto';
import { propertyInputSchema, type PropertyInput } from '@tranquera/contracts';
import type { Database } from '../client.ts';
import { properties, users, type PropertyRow, type UserRow } from '../schema.ts';
import { derivedPrices } from '../../modules/properties/pricing.ts';

export type NewUser = Partial<typeof users.$inferInsert>;

/** Inserts a user; every field has a plausible default so tests state only what matters. */
export async function insertUser(db: Database, overrides: NewUser = {}): Promise<UserRow> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Juan',
      lastName: 'Pérez',
      username: `juanp${suffix}`,
      emailAddress: `juan.${suffix}@example.com`,
      emailAddressConfirmed: true,
      phoneNumber: '5491155550000',
      address: 'Pergamino, Buenos Aires',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export const sampleListing: PropertyInput = {
  category: 'Ganadero',
  operation: 'venta',
  listing_title: 'Campo ganadero en Córdoba',
  price: 2500,
  currency: 'USD',
  pricing_unit: 'por Hectárea',
  hectares: 350,
  nearest_town: 'Río Cuarto',
  access: '12 km de tierra',
  payment_type: ['Contado'],
  description: 'Campo ganadero con buenas aguadas, alambrado perimetral en buen estado y casa principal.',
  state: 'Córdoba',
  facilities: ['Alambrado Perimetral', 'Molino'],
  technical_report: '',
  video_link: '',
  images: ['/uploads/demo/sample-lg.webp'],
  location: { name: 'Cerca de Río Cuarto, Córdoba', lat: -33.13, lng: -64.35 },
};

/** Inserts a listing through the same contract schema the API validates with. */
export async function insertProperty(
  db: Database,
  ownerId: string,
  overrides: Partial<PropertyInput> & { recommended?: boolean; createdAt?: Date; status?: string } = {},
): Promise<PropertyRow> {
  const { recommended, createdAt, status, ...input } = overrides;
  const data = propertyInputSchema.parse({ ...sampleListing, ...input });
  const [row] = await db
    .insert(properties)
    .values({
      ...propertyValues(data),
      userId: ownerId,
      recommended,
      status,
      // A hidden listing is the team's decision, as the status refresh derives it.
      ...(status === 'paused' || status === 'rejected' ? { moderation: status } : {}),
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error('property not inserted');
  return row;
}

/** Maps validated listing data to columns, including the derived prices. */
export function propertyValues(data: ReturnType<typeof propertyInputSchema.parse>) {
  return {
    category: data.category,
    operation: data.operation,
    listingTitle: data.listing_title,
    price: data.price,
    currency: data.currency,
    pricingUnit: data.pricing_unit,
    hectares: data.hectares,
    ...derivedPrices(data),
    nearestTown: data.nearest_town,
    access: data.access,
    paymentType: data.payment_type,
    description: data.description,
    state: data.state,
    facilities: data.facilities,
    technicalReport: data.technical_report,
    videoLink: data.video_link,
    mainImageUrl: data.images[0] ?? '',
    images: data.images,
    locationName: data.location.name,
    locationLat: data.location.lat,
    locationLng: data.location.lng,
  };
}
