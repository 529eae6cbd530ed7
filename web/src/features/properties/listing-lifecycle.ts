import {
  LISTING_STATUS_LABELS,
  type ListingStatus,
  PAID_LISTING_PRICE_ARS,
  type Property,
  RENEWAL_NOTICE_DAYS,
} from '@tranquera/contracts';
import { formatNumber } from '../../lib/format.ts';

// A listing's life after publishing, as its owner sees it: expiry and renewal, the paid plan
// ('Destacar anuncio') and the team's moderation. The server decides; these only pick what to show.

const DAY_MS = 24 * 60 * 60 * 1000;

type Lifecycle = Pick<Property, 'status' | 'expires_at' | 'featured'>;

/**
 * Which renewal the owner is offered: an expired listing ('Vencido — Renovar'), an active one
 * within RENEWAL_NOTICE_DAYS of its expiry ('Renovar'), or none. Paused and rejected listings
 * are the team's to restore, and a blocked account's wait for the account.
 */
export function renewalOffer(listing: Pick<Lifecycle, 'status' | 'expires_at'>, now = Date.now()) {
  if (listing.status === 'expired') return 'expired' as const;
  if (listing.status !== 'active') return null;
  const left = Date.parse(listing.expires_at) - now;
  if (Number.isNaN(left)) return null;
  return left <= RENEWAL_NOTICE_DAYS * DAY_MS ? ('expiring' as const) : null;
}
export type RenewalOffer = ReturnType<typeof renewalOffer>;

/** The paid plan is offered to a public listing that is not featured yet. */
export function canRequestFeature(listing: Pick<Lifecycle, 'status' | 'featured'>): boolean {
  return listing.status === 'active' && !listing.featured;
}

/** Statuses whose reason the team writes (pausing or rejecting a listing). */
export function showsModerationReason(status: ListingStatus, reason: string): boolean {
  return (status === 'paused' || status === 'rejected') && reason.trim() !== '';
}

/** The plan's price as the terms state it, '$ 5.800'. */
export function planPriceText(price = PAID_LISTING_PRICE_ARS): string {
  return `$ ${formatNumber(price)}`;
}

/** The first line of the owner's banner on a listing the public does not see. */
export function hiddenListingNotice(status: ListingStatus): string {
  return `Este anuncio no está visible al público: ${LISTING_STATUS_LABELS[status]}.`;
}
