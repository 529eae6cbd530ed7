import { PAGES } from '@tranquera/contracts';
import { useState } from 'react';
import { useSession } from '../features/auth/session-context.tsx';
import { ContactChannels } from '../features/contact/components/contact-channels.tsx';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { ContactSent } from '../features/contact/components/contact-sent.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { siteConfig } from '../lib/site-config.ts';

/** Spec §2 'Contáctanos' (public): a message to the team; the e-mail only when none is on record. */
export function ContactPage() {
  usePageMeta(PAGES.contact, {
    description: `Escribile al equipo de ${siteConfig.siteName}: consultas sobre campos, publicaciones, tasaciones e informes.`,
    canonicalPath: PAGES.contact.link(),
  });
  const { session } = useSession();
  const [sent, setSent] = useState(false);
  // A new form each time, so "Enviar otro mensaje" starts empty.
  const [round, setRound] = useState(0);
  const email = session?.user.email_address;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-50%">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:px-8 lg:py-16">
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              Estamos para ayudarte
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">Contáctanos</h1>
            <p className="text-lg leading-relaxed text-stone-600">
              ¿Tenés una consulta sobre un campo, tu cuenta o nuestros servicios de tasación e informes?
              Escribinos y el equipo te responde a la brevedad.
            </p>
          </header>
          <ContactChannels />
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-bold text-stone-900">
            Envianos un mensaje
          </h2>
          {email && !sent && (
            <p className="mt-1.5 text-sm text-stone-600">
              Te responderemos a <span className="font-semibold break-all text-stone-800">{email}</span>.
            </p>
          )}
          <div className="mt-6">
            {sent ? (
              <ContactSent
                onAnother={() => {
                  setRound((n) => n + 1);
                  setSent(false);
                }}
              />
            ) : (
              <ContactForm key={round} askEmail={!email} onSent={() => setSent(true)} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
