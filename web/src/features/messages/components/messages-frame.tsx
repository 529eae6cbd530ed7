import type { ReactNode } from 'react';

interface MessagesFrameProps {
  title: string;
  description?: ReactNode;
  /** Above the title: where the page sits ('Mensajes'), or a way back. */
  eyebrow?: ReactNode;
  children: ReactNode;
}

/** The frame of the messaging pages: a narrow column under a soft brand wash. */
export function MessagesFrame({ title, description, eyebrow = 'Mensajes', children }: MessagesFrameProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-40%">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
        <header className="flex flex-col gap-1.5">
          <div className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</div>
          <h1 className="text-3xl font-bold tracking-tight break-words text-stone-900 sm:text-4xl">
            {title}
          </h1>
          {description && <p className="text-stone-600">{description}</p>}
        </header>
        {children}
      </div>
    </div>
  );
}
