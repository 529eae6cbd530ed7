import { CheckIcon } from '../../../components/ui/icons.tsx';
import { siteConfig } from '../../../lib/site-config.ts';
import { SectionHeading } from './section-heading.tsx';

const FACTS = [
  'No somos dueños de ningún campo ni cobramos comisión: el trato es entre las partes.',
  'Campos en Argentina, Paraguay, Uruguay y Bolivia, con fotos, superficie, accesos, mejoras y ubicación.',
  'Publicar es gratis y tu anuncio queda online durante seis meses.',
  'Ingenieros agrónomos que tasan campos y preparan informes técnicos satelitales y de campo.',
];

/** 'Qué es' (spec §1): what the product is and for whom. */
export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 pt-28 sm:px-6 lg:px-8">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={`Qué es ${siteConfig.siteName}`}
            title="El mercado de campos, sin vueltas"
          >
            {siteConfig.siteName} es un portal pensado para el campo: propietarios, inmobiliarias rurales e
            intermediarios publican sus tierras en venta o alquiler, y productores, empresas e inversores las
            encuentran, las comparan y hablan directo con quien vende.
          </SectionHeading>
          <ul className="mt-8 flex flex-col gap-4">
            {FACTS.map((fact) => (
              <li key={fact} className="flex gap-3 text-stone-700">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <img
            src="/images/categories/mixto.svg"
            alt=""
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
          />
          <div className="absolute -bottom-6 left-4 rounded-2xl bg-white px-5 py-4 shadow-lg ring-1 ring-stone-200 sm:left-8">
            <p className="text-3xl font-extrabold text-brand-700">0%</p>
            <p className="text-sm font-medium text-stone-600">de comisión por venta</p>
          </div>
          <div className="absolute -top-6 right-4 rounded-2xl bg-wheat-100 px-5 py-4 shadow-lg ring-1 ring-wheat-300 sm:right-8">
            <p className="text-3xl font-extrabold text-stone-900">6 meses</p>
            <p className="text-sm font-medium text-stone-700">online, gratis</p>
          </div>
        </div>
      </div>
    </section>
  );
}
