import { useEffect } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { ClockIcon } from './request-icons.tsx';

/** The welcome screen over the field photo: what this is, how long it takes, 'Empezar'. */
export function RequestIntro({ onStart }: { onStart(): void }) {
  // Typeform-like: Enter starts, unless the keyboard is on a link or button of its own.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (document.activeElement ?? document.body) === document.body) onStart();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onStart]);
  return (
    <section
      aria-labelledby="request-intro-title"
      className="relative isolate flex min-h-dvh items-center overflow-hidden px-4 pt-24 pb-16 sm:px-6"
    >
      <img
        src="/images/hero-campo.svg"
        alt=""
        width={1920}
        height={1080}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-stone-950/70 via-stone-950/45 to-stone-950/75" />
      <div className="mx-auto flex w-full max-w-2xl flex-col items-start gap-6 text-white">
        <p className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tracking-wide ring-1 ring-white/25 backdrop-blur">
          Solicitar campo
        </p>
        <h1 id="request-intro-title" className="text-4xl leading-tight font-bold tracking-tight sm:text-6xl">
          Contanos qué campo buscás y te ayudamos a encontrarlo
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">
          Respondé seis preguntas y un asesor se comunicará con vos con opciones a tu medida, estén o no
          publicadas.
        </p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <button type="button" onClick={onStart} className={buttonStyles('wheat', 'lg')}>
            Empezar
            <ArrowRightIcon className="h-5 w-5" />
          </button>
          <p className="flex items-center gap-2 text-sm text-white/85">
            <ClockIcon className="h-4 w-4" />
            Te lleva 5 minutos
          </p>
        </div>
      </div>
    </section>
  );
}
