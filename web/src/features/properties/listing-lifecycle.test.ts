import { describe, expect, it } from 'vitest';
import {
  canRequestFeature,
  hiddenListingNotice,
  planPriceText,
  renewalOffer,
  showsModerationReason,
} from './listing-lifecycle.ts';

const now = Date.parse('2026-05-10T12:00:00.000Z');
const inDays = (days: number) => new Date(now + days * 24 * 60 * 60 * 1000).toISOString();

describe('renewalOffer', () => {
  it('offers an expired listing its renewal', () => {
    expect(renewalOffer({ status: 'expired', expires_at: inDays(-3) }, now)).toBe('expired');
  });

  it('offers an active listing renewal within the notice days of its expiry, not before', () => {
    expect(renewalOffer({ status: 'active', expires_at: inDays(7) }, now)).toBe('expiring');
    expect(renewalOffer({ status: 'active', expires_at: inDays(1) }, now)).toBe('expiring');
    expect(renewalOffer({ status: 'active', expires_at: inDays(-1) }, now)).toBe('expiring');
    expect(renewalOffer({ status: 'active', expires_at: inDays(7.5) }, now)).toBeNull();
    expect(renewalOffer({ status: 'active', expires_at: inDays(90) }, now)).toBeNull();
  });

  it("leaves the team's and blocked listings alone, and an unreadable date", () => {
    for (const status of ['paused', 'rejected', 'blocked'] as const) {
      expect(renewalOffer({ status, expires_at: inDays(-3) }, now)).toBeNull();
    }
    expect(renewalOffer({ status: 'active', expires_at: '' }, now)).toBeNull();
  });
});

describe('canRequestFeature', () => {
  it('offers the paid plan to active listings that are not featured', () => {
    expect(canRequestFeature({ status: 'active', featured: false })).toBe(true);
    expect(canRequestFeature({ status: 'active', featured: true })).toBe(false);
    expect(canRequestFeature({ status: 'expired', featured: false })).toBe(false);
    expect(canRequestFeature({ status: 'paused', featured: false })).toBe(false);
  });
});

describe('showsModerationReason', () => {
  it("shows the team's reason for paused and rejected listings only", () => {
    expect(showsModerationReason('paused', 'Fotos de otro campo')).toBe(true);
    expect(showsModerationReason('rejected', 'Datos falsos')).toBe(true);
    expect(showsModerationReason('paused', '  ')).toBe(false);
    expect(showsModerationReason('expired', 'viejo motivo')).toBe(false);
    expect(showsModerationReason('active', 'viejo motivo')).toBe(false);
  });
});

describe('planPriceText', () => {
  it("writes the plan's price in pesos with a dot for thousands", () => {
    expect(planPriceText()).toBe('$ 5.800');
    expect(planPriceText(12500)).toBe('$ 12.500');
  });
});

describe('hiddenListingNotice', () => {
  it('names the status in Spanish', () => {
    expect(hiddenListingNotice('expired')).toBe('Este anuncio no está visible al público: Vencido.');
    expect(hiddenListingNotice('paused')).toBe('Este anuncio no está visible al público: Pausado.');
  });
});
