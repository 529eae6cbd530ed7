import { PAGES } from '@tranquera/contracts';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { CameraIcon, ChatIcon, FilterIcon, ReportIcon, UserPlusIcon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const STEPS: { title: string; text: string; Icon: ComponentType<{ className?: string }> }[] = [
  {
    title: 'Registrate',
    text: 'Creá tu cuenta con Google o completando tus datos. No tiene costo.',
    Icon: UserPlusIcon,
  },
  {
    title: 'Publicá tu campo',
    text: 'Subí fotos y cargá los detalles: hectáreas, accesos, mejoras, precio y ubicación.',
    Icon: CameraIcon,
  },
  {
    title: 'Explorá con filtros',
    text: 'Buscá por categoría, provincia y precio por hectárea hasta dar con el campo indicado.',
    Icon: FilterIcon,
  },
  {
    title: 'Contactá al vendedor',
    text: 'Escribile directo desde el anuncio, resolvé tus dudas y coordiná una visita.',
    Icon: ChatIcon,
  },
  {
    title: 'Sumá servicios premium',
    text: 'Si querés ir más allá, pedí un informe técnico o una tasación. Es opcional.',
    Icon: ReportIcon,
  },
];

/** 'Cómo funciona' (spec §1): the five steps, and the buyer form for personalised help. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mt-28 bg-white py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-title"
          eyebrow="Cómo funciona"
          title="De la tranquera a la firma, paso a paso"
          align="center"
        >
          Publicar, buscar y contactar lleva minutos. Vos decidís hasta dónde querés llegar.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map(({ title, text, Icon }, index) => (
            <li
              key={title}
              className="flex gap-4 rounded-3xl bg-stone-50 p-5 ring-1 ring-stone-200/80 sm:block sm:p-6"
            >
              <div className="flex shrink-0 items-center justify-between self-start sm:self-auto">
                <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
                  <Icon className="h-6 w-6" />
                </span>
                <span className="hidden text-4xl font-extrabold text-brand-100 sm:block" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <div>
                <h3 className="text-lg font-bold text-stone-900 sm:mt-5">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-stone-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-col items-start gap-6 rounded-3xl bg-brand-800 p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h3 className="text-2xl font-bold">¿Buscás un campo y preferís que te ayudemos?</h3>
            <p className="mt-2 text-brand-100">
              Completá un formulario breve (te lleva 5 minutos) y te acercamos opciones a medida de lo que
              necesitás.
            </p>
          </div>
          <Link
            to={PAGES.requestProperty.link()}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles('wheat', 'lg')} shrink-0`}
          >
            Completar formulario
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
