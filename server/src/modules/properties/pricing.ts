import { ARS_PER_USD, type PropertyData } from '@tranquera/contracts';

/** Derived prices stored with a listing so search can filter and sort on an index. */
export function derivedPrices(input: Pick<PropertyData, 'price' | 'pricing_unit' | 'hectares' | 'currency'>) {
  const perHectare =
    input.pricing_unit === 'Total' && input.hectares > 0 ? input.price / input.hectares : input.price;
  const perHectareUsd = input.currency === 'ARS' ? perHectare / ARS_PER_USD : perHectare;
  return {
    pricePerHectare: Math.round(perHectare * 100) / 100,
    pricePerHectareUsd: Math.round(perHectareUsd * 100) / 100,
  };
}
