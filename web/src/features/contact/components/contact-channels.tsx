import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { ClipboardIcon, ExternalIcon } from '../../../components/ui/icons.tsx';
import { whatsappLink } from '../../../lib/site-config.ts';

const card =
  'group flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-brand-200 hover:shadow-md';

/** Other ways to reach the team, beside the form. */
export function ContactChannels() {
  return (
    <ul className="flex flex-col gap-3">
      <li>
        <a href={whatsappLink()} target="_blank" rel="noopener noreferrer" className={card}>
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-[#25d366] text-white">
            <WhatsAppIcon className="h-6 w-6" />
          </span>
          <span className="flex flex-col gap-0.5">
            <span className="flex items-center gap-1.5 font-semibold text-stone-900">
              WhatsApp
              <ExternalIcon className="h-4 w-4 text-stone-400" />
              <span className="sr-only">(se abre en una pestaña nueva)</span>
            </span>
            <span className="text-sm text-stone-600">Para consultas rápidas con el equipo comercial.</span>
          </span>
        </a>
      </li>
      <li>
        <Link to={PAGES.requestProperty.link()} target="_blank" className={card}>
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-wheat-300 text-stone-900">
            <ClipboardIcon className="h-6 w-6" />
          </span>
          <span className="flex flex-col gap-0.5">
            <span className="flex items-center gap-1.5 font-semibold text-stone-900">
              Solicitar campo
              <ExternalIcon className="h-4 w-4 text-stone-400" />
              <span className="sr-only">(se abre en una pestaña nueva)</span>
            </span>
            <span className="text-sm text-stone-600">
              ¿Buscás un campo? Contanos qué necesitás y te ayudamos a encontrarlo.
            </span>
          </span>
        </Link>
      </li>
    </ul>
  );
}
