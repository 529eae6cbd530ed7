import { CATEGORIES, type Category, PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { ArrowRightIcon, ExternalIcon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

// `focus` keeps each illustration's subject in view when the card crops it.
const CATEGORY_DETAILS: Record<Category, { image: string; focus: string; blurb: string }> = {
  Agrícola: {
    image: 'agricola',
    focus: '70% center',
    blurb: 'Tierras de cultivo para cosecha fina y gruesa',
  },
  Ganadero: { image: 'ganadero', focus: '35% center', blurb: 'Campos de cría, recría e invernada' },
  Mixto: { image: 'mixto', focus: '72% center', blurb: 'Agricultura y hacienda en un mismo establecimiento' },
  Turístico: {
    image: 'turistico',
    focus: '30% center',
    blurb: 'Estancias, chacras y paisajes para recibir visitas',
  },
  Industrial: {
    image: 'industrial',
    focus: '55% center',
    blurb: 'Predios con acopio, galpones y buenos accesos',
  },
};

const overlay = 'absolute inset-0 bg-gradient-to-t from-stone-950/85 via-stone-950/35 to-transparent';

/**
 * The general card opens the listing in this tab; each category opens in a new tab, so the
 * visitor can compare several while keeping home (spec §2).
 */
export function CategoryCards() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 lg:px-8">
      <SectionHeading id="categories-title" eyebrow="Categorías" title="Explorá campos según su aptitud">
        Cada campo tiene su vocación. Elegí la que buscás y mirá lo que hay publicado hoy.
      </SectionHeading>
      <Link
        to={PAGES.listingProperties.link()}
        className="group relative mt-10 flex h-72 overflow-hidden rounded-3xl bg-brand-900 shadow-md sm:h-80"
      >
        <img
          src="/images/hero-campo.svg"
          alt=""
          width={1920}
          height={1080}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover object-[70%_center] transition duration-700 group-hover:scale-105"
        />
        <span className="absolute inset-0 bg-gradient-to-r from-stone-950/80 via-stone-950/40 to-transparent" />
        <span className="relative my-auto max-w-md p-6 sm:p-10">
          <span className="block text-sm font-semibold text-wheat-300">Todas las categorías</span>
          <span className="mt-1 block text-3xl font-extrabold text-white sm:text-4xl">
            Campos en venta y alquiler
          </span>
          <span className="mt-2 block text-white/85">
            Todo lo publicado, con filtros por zona, precio y superficie.
          </span>
          <span className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 transition group-hover:bg-wheat-300">
            Ver todos
            <ArrowRightIcon className="h-4 w-4" />
          </span>
        </span>
      </Link>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-5">
        {CATEGORIES.map((category) => {
          const { image, focus, blurb } = CATEGORY_DETAILS[category];
          return (
            <li key={category} className="last:col-span-2 lg:last:col-span-1">
              <Link
                to={PAGES.listingProperties.link({ category })}
                target="_blank"
                rel="noopener noreferrer"
                className="group relative flex h-52 overflow-hidden rounded-3xl bg-brand-900 shadow-md sm:h-64"
              >
                <img
                  src={`/images/categories/${image}.svg`}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  style={{ objectPosition: focus }}
                  className="absolute inset-0 h-full w-full object-cover transition duration-700 group-hover:scale-105"
                />
                <span className={overlay} />
                <ExternalIcon className="absolute top-4 right-4 h-5 w-5 text-white/80 transition group-hover:text-white" />
                <span className="relative mt-auto p-4 sm:p-5">
                  <span className="block text-xl font-bold text-white sm:text-2xl">{category}</span>
                  <span className="mt-1 line-clamp-2 text-xs text-white/85 sm:text-sm">{blurb}</span>
                  <span className="sr-only">(se abre en una pestaña nueva)</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
