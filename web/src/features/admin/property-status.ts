import { LISTING_STATUS_LABELS, type ListingStatus } from '@tranquera/contracts';
import type { BadgeTone } from './components/badge.tsx';
import type { PropertiesQuery } from './api/properties.ts';

export type PropertyFilter = NonNullable<PropertiesQuery['status']>;

/** The listings filter: every status, plus the two lists the team looks at most. */
export const PROPERTY_FILTER_LABELS: Record<PropertyFilter, string> = {
  ...LISTING_STATUS_LABELS,
  flagged: 'Con alertas',
  featured: 'Destacados',
  expiring: 'Vencen en 7 días',
};
export const PROPERTY_FILTERS = Object.keys(PROPERTY_FILTER_LABELS) as PropertyFilter[];

export const LISTING_STATUS_TONES: Record<ListingStatus, BadgeTone> = {
  active: 'good',
  paused: 'warn',
  rejected: 'bad',
  expired: 'neutral',
  blocked: 'bad',
};

/** A status as the API sends it in a flag or a lead (a plain string): its label if known. */
export function listingStatusLabel(status: string): string {
  return status in LISTING_STATUS_LABELS ? LISTING_STATUS_LABELS[status as ListingStatus] : status;
}
