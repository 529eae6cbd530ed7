import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { siteConfig, whatsappLink } from '../../../lib/site-config.ts';
import { DocumentIcon, PhoneIcon } from './auth-icons.tsx';

/** '+54 9 11 0000-0000' for an Argentine mobile; other numbers just get their plus sign. */
export function formatPhone(digits: string): string {
  const mobile = /^549(11)(\d{4})(\d{4})$/.exec(digits);
  return mobile ? `+54 9 ${mobile[1]} ${mobile[2]}-${mobile[3]}` : `+${digits}`;
}

/** Spec §2 signup: welcome text, the technical-report document and the commercial team's contact. */
export function SignupWelcome() {
  const phone = siteConfig.whatsappNumber;
  return (
    <>
      <p className="text-sm font-semibold tracking-widest text-wheat-300 uppercase">Bienvenido</p>
      <div className="flex flex-col gap-3">
        <p className="text-2xl leading-tight font-bold text-balance sm:text-3xl">
          Sumate a {siteConfig.siteName}: registrarte es gratis.
        </p>
        <p className="text-sm text-white/85 sm:text-base">
          Publicá tus campos, contactá a otros productores e inmobiliarias y recibí oportunidades para
          invertir en tierra en Argentina, Paraguay, Uruguay y Bolivia.
        </p>
      </div>
      <Link
        to={`${PAGES.termsOfService.link()}#publicacion-paga`}
        target="_blank"
        className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 backdrop-blur transition hover:bg-white/15"
      >
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-wheat-500 text-brand-900">
          <DocumentIcon className="h-6 w-6" />
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">Conocé el informe técnico satelital</span>
          <span className="text-sm text-white/75">
            Qué incluye y cómo se solicita <span className="sr-only">(se abre en una pestaña nueva)</span>
          </span>
        </span>
      </Link>
      <div className="flex flex-col gap-3">
        <p className="font-semibold">¿Preferís que te asesoremos? Hablá con el equipo comercial:</p>
        <div className="flex flex-wrap gap-3">
          <a
            href={`tel:+${phone}`}
            className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-brand-900 transition hover:bg-wheat-100"
          >
            <PhoneIcon className="h-4 w-4" />
            {formatPhone(phone)}
          </a>
          <a
            href={whatsappLink('Hola, quiero información para registrarme en Tranquera.')}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-[#1f7a43] px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-[#17663a]"
          >
            <WhatsAppIcon className="h-4 w-4" />
            WhatsApp
            <span className="sr-only">(se abre en una pestaña nueva)</span>
          </a>
        </div>
      </div>
    </>
  );
}
