import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/ui/icons.tsx';

interface AuthLayoutProps {
  children: ReactNode;
  /** What the photo panel says; defaults to why an account is worth having. */
  aside?: ReactNode;
  /** Phones show the panel under the form only when it carries content of its own. */
  asideOnPhones?: boolean;
}

/** Sign-in, sign-up and recovery: the form on a card beside a panel over a field at dusk. */
export function AuthLayout({ children, aside, asideOnPhones = false }: AuthLayoutProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-0 lg:px-8 lg:py-16">
        <div
          className={`relative isolate overflow-hidden rounded-3xl bg-brand-900 text-white lg:flex lg:rounded-r-none ${asideOnPhones ? 'flex' : 'hidden'}`}
        >
          <img
            src="/images/hero-campo.svg"
            alt=""
            width={1920}
            height={1080}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 -z-10 h-full w-full object-cover object-[70%_center]"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900 via-brand-900/70 to-brand-900/10"
          />
          <div className="flex w-full flex-col justify-end gap-6 p-6 sm:p-10">
            {aside ?? <AccountBenefits />}
          </div>
        </div>
        <section className="relative z-10 rounded-3xl bg-white p-5 shadow-xl ring-1 shadow-stone-900/5 ring-stone-200 sm:p-10 lg:rounded-l-none">
          {children}
        </section>
      </div>
    </div>
  );
}

const BENEFITS = [
  'Publicá tus campos gratis, con fotos y ubicación.',
  'Hablá directo con dueños, inmobiliarias y empresas.',
  'Guardá tus anuncios y seguí tus conversaciones.',
];

function AccountBenefits() {
  return (
    <>
      <p className="text-sm font-semibold tracking-widest text-wheat-300 uppercase">Tu cuenta</p>
      <p className="max-w-md text-2xl leading-tight font-bold text-balance sm:text-3xl">
        El lugar donde se compran y venden campos.
      </p>
      <ul className="flex flex-col gap-3 text-white/90">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3">
            <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-wheat-500 text-brand-900">
              <CheckIcon className="h-4 w-4" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Heading block at the top of an account form card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">{title}</h1>
      {children && <p className="text-stone-600">{children}</p>}
    </header>
  );
}
