import { FLAG_KIND_LABELS } from '@tranquera/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { listingFlags, photoFingerprints, properties, uploadedImages } from '../../db/schema.ts';
import { hammingDistance } from '../images/fingerprint.ts';

/**
 * Bits two photos' hashes may differ by and still count as the same photo. Up to 3 every copy is
 * found (two hashes that close share one of the four 16-bit bands); up to 6 almost all are.
 */
const SAME_PHOTO_MAX_BITS = 6;
/** A price per hectare under this share of the province's median for its operation is suspect. */
const LOW_PRICE_SHARE = 0.35;
/** Fewer comparable listings than this make no median worth trusting. */
const MIN_COMPARABLES = 5;

const usd = (value: number) => `US$ ${Math.round(value).toLocaleString('es-AR')}`;

/** Listings of other owners that show one of these photos (their perceptual hashes match). */
async function listingsWithSamePhotos(tx: Transaction, ownerId: string, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const mine = await tx.select().from(photoFingerprints).where(inArray(photoFingerprints.url, urls));
  const matches = new Set<string>();
  for (const print of mine) {
    if (print.hash === '') continue; // a photo that couldn't be hashed matches nothing
    const candidates = await tx
      .select({ hash: photoFingerprints.hash, propertyId: uploadedImages.propertyId })
      .from(photoFingerprints)
      .innerJoin(uploadedImages, eq(uploadedImages.url, photoFingerprints.url))
      .where(
        and(
          ne(photoFingerprints.userId, ownerId),
          sql`${uploadedImages.propertyId} is not null`,
          sql`(${photoFingerprints.band0} = ${print.band0} or ${photoFingerprints.band1} = ${print.band1} or ${photoFingerprints.band2} = ${print.band2} or ${photoFingerprints.band3} = ${print.band3})`,
        ),
      )
      .limit(200);
    for (const candidate of candidates) {
      if (
        candidate.propertyId &&
        candidate.hash !== '' &&
        hammingDistance(candidate.hash, print.hash) <= SAME_PHOTO_MAX_BITS
      ) {
        matches.add(candidate.propertyId);
      }
    }
  }
  return [...matches];
}

/** The median price per hectare (USD) of live listings of this province and operation. */
async function provinceMedian(tx: Transaction, state: string, operation: string, exceptId: string) {
  const [row] = await tx
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${properties.pricePerHectareUsd})`,
      count: sql<number>`count(*)::int`,
    })
    .from(properties)
    .where(
      and(
        sql`${properties.status} = 'active'`,
        eq(properties.state, state),
        eq(properties.operation, operation),
        sql`${properties.pricePerHectareUsd} > 0`,
        ne(properties.id, exceptId),
      ),
    );
  return row && row.count >= MIN_COMPARABLES && row.median ? Number(row.median) : null;
}

async function flagOnce(tx: Transaction, flag: typeof listingFlags.$inferInsert) {
  const [open] = await tx
    .select({ id: listingFlags.id })
    .from(listingFlags)
    .where(
      and(
        eq(listingFlags.propertyId, flag.propertyId),
        eq(listingFlags.kind, flag.kind),
        eq(listingFlags.status, 'pendiente'),
        flag.relatedPropertyId ? eq(listingFlags.relatedPropertyId, flag.relatedPropertyId) : sql`true`,
      ),
    );
  if (!open) await tx.insert(listingFlags).values(flag);
}

/**
 * Checks a listing just published or edited, in its transaction: photos copied from another
 * owner's listing (the scam that plagues rural-land portals) and a price far below its
 * province's median per hectare are flagged for the team's review. The listing stays online:
 * a flag asks for a look, it doesn't judge.
 */
export async function flagFraudSignals(
  tx: Transaction,
  listing: { id: string; ownerId: string; newPhotos: string[] },
): Promise<void> {
  for (const other of await listingsWithSamePhotos(tx, listing.ownerId, listing.newPhotos)) {
    await flagOnce(tx, {
      propertyId: listing.id,
      kind: 'copied-photos',
      reason: `${FLAG_KIND_LABELS['copied-photos']}: una foto coincide con la de un anuncio de otro usuario.`,
      relatedPropertyId: other,
    });
  }
  const [row] = await tx
    .select({ state: properties.state, operation: properties.operation, usd: properties.pricePerHectareUsd })
    .from(properties)
    .where(eq(properties.id, listing.id));
  if (!row || row.usd <= 0) return;
  const median = await provinceMedian(tx, row.state, row.operation, listing.id);
  if (median !== null && row.usd < median * LOW_PRICE_SHARE) {
    await flagOnce(tx, {
      propertyId: listing.id,
      kind: 'low-price',
      reason: `${FLAG_KIND_LABELS['low-price']}: ${usd(row.usd)} por hectárea, cuando la mediana en ${row.state} es ${usd(median)}.`,
    });
  }
}
