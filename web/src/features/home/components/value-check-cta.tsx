import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { whatsappLink } from '../../../lib/site-config.ts';

/** The closing call to action: have a specialist check what a field is worth (spec §2). */
export function ValueCheckCta() {
  return (
    <section aria-labelledby="value-check-title" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-[2rem] bg-wheat-300 px-6 py-14 text-center sm:px-12">
        <svg
          aria-hidden="true"
          viewBox="0 0 400 120"
          preserveAspectRatio="none"
          className="absolute inset-x-0 bottom-0 h-24 w-full text-wheat-500/50"
        >
          <path d="M0 80C80 50 160 95 240 70s120-30 160-10v60H0Z" fill="currentColor" />
        </svg>
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="value-check-title"
            className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
          >
            ¿Sabés cuánto vale tu campo?
          </h2>
          <p className="mt-4 text-lg text-stone-800">
            Contanos dónde está y qué tiene. Un especialista revisa los datos y te dice si el precio está en
            línea con el mercado antes de publicar o de negociar.
          </p>
          <a
            href={whatsappLink('Hola, quiero verificar el valor de mi campo.')}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles('primary', 'lg')} mt-8`}
          >
            <WhatsAppIcon className="h-5 w-5" />
            Verificar el valor de mi campo
          </a>
        </div>
      </div>
    </section>
  );
}
