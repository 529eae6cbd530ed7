import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { whatsappLink } from '../../../lib/site-config.ts';
import { SectionHeading } from './section-heading.tsx';

const SERVICES = [
  'Valuación fundamentada para vender, comprar, sucesiones o pedir financiamiento.',
  'Informe satelital del uso del suelo y de la historia productiva del lote.',
  'Relevamiento en el establecimiento cuando la tasación lo requiere.',
];

/** 'Tasaciones Agropecuarias' (spec §1): agronomists' appraisals, asked for over WhatsApp. */
export function AppraisalSection() {
  return (
    <section aria-labelledby="appraisal-title" className="mt-24 bg-brand-900">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8">
        <img
          src="/images/categories/agricola.svg"
          alt=""
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
        />
        <div>
          <SectionHeading
            id="appraisal-title"
            eyebrow="Servicios profesionales"
            title="Tasaciones Agropecuarias"
            tone="light"
          >
            Nuestro equipo de ingenieros agrónomos tasa campos según su suelo, su aptitud productiva, sus
            mejoras y los valores de la zona. También preparamos informes técnicos satelitales y de campo.
          </SectionHeading>
          <ul className="mt-8 flex flex-col gap-4">
            {SERVICES.map((service) => (
              <li key={service} className="flex gap-3 text-brand-50">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-wheat-300" />
                {service}
              </li>
            ))}
          </ul>
          <a
            href={whatsappLink('Hola, quiero consultar por una tasación agropecuaria.')}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles('wheat', 'lg')} mt-10`}
          >
            <WhatsAppIcon className="h-5 w-5" />
            Consultar por una tasación
          </a>
        </div>
      </div>
    </section>
  );
}
