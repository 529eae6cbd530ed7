import { CheckIcon } from '../../../components/ui/icons.tsx';

const AUDIENCES = [
  {
    id: 'investors',
    eyebrow: 'Para inversores',
    title: 'Decidí con información, no con intuición',
    benefits: [
      'Campos de varias provincias y países, reunidos en un solo lugar.',
      'Datos comparables: precio por hectárea, superficie, mejoras y aptitud.',
      'Informes técnicos satelitales para evaluar antes de viajar.',
      'Contacto directo con propietarios, sin comisiones de por medio.',
    ],
    style: 'bg-brand-50 ring-brand-100',
  },
  {
    id: 'agencies',
    eyebrow: 'Para inmobiliarias',
    title: 'Tu cartera rural frente a quien la busca',
    benefits: [
      'Publicá tus campos gratis, con fotos, video y ubicación en el mapa.',
      'Llegá a compradores que buscan campos, no departamentos.',
      'Recibí las consultas de los interesados en tu bandeja de mensajes.',
      'Un perfil público con todos tus anuncios, listo para compartir.',
    ],
    style: 'bg-wheat-100 ring-wheat-300/70',
  },
];

/** Why investors and agencies use the site. */
export function AudienceBenefits() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-24 sm:px-6 lg:grid-cols-2 lg:px-8">
      {AUDIENCES.map((audience) => (
        <section
          key={audience.id}
          aria-labelledby={`${audience.id}-eyebrow ${audience.id}-title`}
          className={`rounded-3xl p-8 ring-1 sm:p-10 ${audience.style}`}
        >
          <p
            id={`${audience.id}-eyebrow`}
            className="text-sm font-bold tracking-[0.16em] text-brand-700 uppercase"
          >
            {audience.eyebrow}
          </p>
          <h2
            id={`${audience.id}-title`}
            className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl"
          >
            {audience.title}
          </h2>
          <ul className="mt-6 flex flex-col gap-4">
            {audience.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-stone-700">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
