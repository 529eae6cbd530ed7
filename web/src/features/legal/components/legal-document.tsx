import { PAGES } from '@tranquera/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LegalSection {
  /** Anchor of the section: stable, so links to a clause keep working. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The other legal page, linked at the end. */
  related: { to: string; label: string };
}

/** Long legal text made readable: numbered clauses, a table of contents, a comfortable measure. */
export function LegalDocument({ title, lastUpdated, intro, sections, related }: LegalDocumentProps) {
  return (
    <div className="bg-stone-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-wheat-300">Legales</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-brand-100">Última actualización: {lastUpdated}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[240px_minmax(0,1fr)] lg:px-8 lg:py-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          {/* Collapsed on phones so the text comes first; always open beside it on wide screens. */}
          <details className="rounded-2xl bg-white ring-1 ring-stone-200 lg:hidden">
            <summary className="cursor-pointer px-5 py-4 font-semibold text-stone-900">Contenido</summary>
            <TableOfContents sections={sections} className="px-5 pb-5" />
          </details>
          <div className="hidden lg:block">
            <p className="font-semibold text-stone-900">Contenido</p>
            <TableOfContents sections={sections} className="mt-3" />
          </div>
        </div>
        <article className="max-w-3xl rounded-3xl bg-white p-5 leading-relaxed text-stone-700 shadow-sm ring-1 ring-stone-200 sm:p-10">
          <div className="flex flex-col gap-4 text-base text-stone-800 sm:text-lg">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="mt-10 scroll-mt-24"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-stone-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 flex flex-col gap-3 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-stone-900 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:space-y-1.5">
                {section.body}
              </div>
            </section>
          ))}
          <p className="mt-12 border-t border-stone-200 pt-6 text-sm text-stone-600">
            ¿Tenés dudas? Escribinos desde{' '}
            <Link to={PAGES.contact.link()} className="font-semibold text-brand-700 hover:underline">
              Contáctanos
            </Link>
            . Ver también:{' '}
            <Link to={related.to} className="font-semibold text-brand-700 hover:underline">
              {related.label}
            </Link>
            .
          </p>
        </article>
      </div>
    </div>
  );
}

function TableOfContents({ sections, className }: { sections: LegalSection[]; className: string }) {
  return (
    <nav aria-label="Contenido" className={className}>
      <ol className="flex flex-col gap-2 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-stone-600 hover:text-brand-700 hover:underline">
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
