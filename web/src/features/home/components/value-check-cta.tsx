import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { whatsappLink } from '../../../lib/site-config.ts';

/**
 * The closing call to action: check what a field is worth, first against what campos ask in its
 * province (/precios, issue 13), then with a specialist over WhatsApp (spec §2).
 */
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
            ¿Cuánto vale tu campo?
          </h2>
          <p className="mt-4 text-lg text-stone-800">
            Mirá cuánto se pide por hectárea en tu provincia según el uso del campo, en venta y en alquiler.
            Si querés una cifra para tu campo en particular, un especialista revisa los datos y te dice si el
            precio está en línea con el mercado antes de publicar o de negociar.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={PAGES.marketPrices.link()} className={buttonStyles('primary', 'lg')}>
              Ver precios por hectárea
            </Link>
            <a
              href={whatsappLink('Hola, quiero verificar el valor de mi campo.')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles('secondary', 'lg')}
            >
              <WhatsAppIcon className="h-5 w-5" />
              Verificar el valor de mi campo
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
