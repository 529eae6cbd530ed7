import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { siteConfig } from '../../../lib/site-config.ts';

export const contactSentText = () =>
  `Mensaje enviado. El equipo de ${siteConfig.siteName} se pondrá en contacto contigo pronto. ¡Muchas gracias!`;

/** Spec §8 contact success, shown in place of the form. */
export function ContactSent({ onAnother }: { onAnother(): void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-5 py-6 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <CheckIcon className="h-8 w-8" />
      </span>
      <p className="max-w-md text-lg leading-relaxed font-medium text-stone-800">{contactSentText()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={PAGES.home.link()} className={buttonStyles('primary', 'md')}>
          Ir a Inicio
        </Link>
        <button type="button" onClick={onAnother} className={buttonStyles('secondary', 'md')}>
          Enviar otro mensaje
        </button>
      </div>
    </div>
  );
}
