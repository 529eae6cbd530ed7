import { PRICE_SLIDER } from '@tranquera/contracts';
import { formatNumber } from '../../lib/format.ts';

export interface PriceRange {
  minPrice: number;
  maxPrice: number;
}

/** 'USD 1.000'; the slider's top end reads 'USD 40.000+' because it means "no maximum". */
export function formatPriceBound(value: number): string {
  const text = `USD ${formatNumber(value)}`;
  return value >= PRICE_SLIDER.max ? `${text}+` : text;
}

/** Moves one thumb, keeping the spec's minimum gap (§5) by holding it against the other. */
export function movePriceThumb(range: PriceRange, thumb: 'min' | 'max', value: number): PriceRange {
  if (thumb === 'min') {
    const limit = range.maxPrice - PRICE_SLIDER.minGap;
    return { ...range, minPrice: Math.max(PRICE_SLIDER.min, Math.min(value, limit)) };
  }
  const limit = range.minPrice + PRICE_SLIDER.minGap;
  return { ...range, maxPrice: Math.min(PRICE_SLIDER.max, Math.max(value, limit)) };
}

/** Position on the track, in percent. */
export function priceToPercent(value: number): number {
  return ((value - PRICE_SLIDER.min) / (PRICE_SLIDER.max - PRICE_SLIDER.min)) * 100;
}
