import { PAGES } from '@tranquera/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { AlertIcon } from './request-icons.tsx';

export const REQUEST_FAILED =
  'Lo sentimos, no ha sido posible enviar el mensaje. Intenta de nuevo más tarde.';

/** Spec §2 result screens: thanks by name, or the failure text; both lead home. */
export function RequestResult({ outcome, name }: { outcome: 'sent' | 'failed'; name: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  const sent = outcome === 'sent';
  return (
    <section
      aria-labelledby="request-result"
      className="flex min-h-dvh items-center px-4 pt-24 pb-16 sm:px-6"
    >
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 text-center transition duration-500 starting:translate-y-6 starting:opacity-0 motion-reduce:transition-none">
        <span
          className={`flex h-20 w-20 items-center justify-center rounded-full ${sent ? 'bg-brand-100 text-brand-700' : 'bg-red-100 text-red-700'}`}
        >
          {sent ? <CheckIcon className="h-10 w-10" /> : <AlertIcon className="h-10 w-10" />}
        </span>
        <h1
          id="request-result"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl leading-tight font-bold tracking-tight text-stone-900 outline-none sm:text-4xl"
        >
          {sent ? `¡Muchas gracias, ${name}!` : 'No pudimos enviar tu solicitud'}
        </h1>
        <p className="text-lg leading-relaxed text-stone-600">
          {sent
            ? 'Recibimos tu solicitud. Un asesor se pondrá en contacto contigo muy pronto para ayudarte a encontrar tu campo.'
            : REQUEST_FAILED}
        </p>
        <Link to={PAGES.home.link()} className={buttonStyles('primary', 'lg')}>
          Ir a Inicio
        </Link>
      </div>
    </section>
  );
}
