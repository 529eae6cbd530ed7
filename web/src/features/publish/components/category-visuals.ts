import type { Category } from '@tranquera/contracts';

/** The illustration and a one-line description of each category, for the category step. */
export const CATEGORY_VISUALS: Record<Category, { image: string; blurb: string }> = {
  Agrícola: { image: '/images/categories/agricola.svg', blurb: 'Tierras para cosecha fina y gruesa' },
  Ganadero: { image: '/images/categories/ganadero.svg', blurb: 'Cría, recría e invernada' },
  Mixto: { image: '/images/categories/mixto.svg', blurb: 'Agricultura y hacienda juntas' },
  Turístico: { image: '/images/categories/turistico.svg', blurb: 'Estancias y chacras para visitas' },
  Industrial: { image: '/images/categories/industrial.svg', blurb: 'Acopio, galpones y buenos accesos' },
};
