import type { ReactNode } from 'react';

interface PublishPageFrameProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** The frame of the post and edit screens: a heading, then the step or the form. */
export function PublishPageFrame({ eyebrow, title, description, children }: PublishPageFrameProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-30%">
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          <p className="max-w-2xl text-stone-600">{description}</p>
        </header>
        {children}
      </div>
    </div>
  );
}

/** A white panel grouping related fields under a heading. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <header className="mb-6 flex flex-col gap-1">
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {description && <p className="text-sm text-stone-600">{description}</p>}
      </header>
      <div className="flex flex-col gap-6">{children}</div>
    </section>
  );
}
