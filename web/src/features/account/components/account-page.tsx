import { PAGES } from '@tranquera/contracts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

const ACCOUNT_LINKS = [
  { to: PAGES.profile.link(), label: 'Mi perfil' },
  { to: PAGES.configuration.link(), label: 'Configuración' },
];

interface AccountPageProps {
  title: string;
  description: string;
  /** Beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of the signed-in user's own pages: title, the account tabs, then the content. */
export function AccountPage({ title, description, actions, children }: AccountPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-40%">
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <header className="flex flex-col gap-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Mi cuenta</p>
              <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
              <p className="text-stone-600">{description}</p>
            </div>
            {actions}
          </div>
          <nav aria-label="Mi cuenta" className="border-b border-stone-200">
            <ul className="-mb-px flex gap-6">
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `inline-block border-b-2 px-1 pb-3 font-semibold transition ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {children}
      </div>
    </div>
  );
}

/** A white panel grouping related fields under a heading. */
export function AccountCard({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      {title && (
        <header className="mb-6 flex flex-col gap-1">
          <h2 className="text-lg font-bold text-stone-900">{title}</h2>
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </header>
      )}
      {children}
    </section>
  );
}
