import { NavLink } from 'react-router';
import { ADMIN_SECTIONS } from '../admin-sections.ts';

/** The sections as links (NavLink marks the current one with aria-current="page"); on a phone the row scrolls. */
export function AdminNav() {
  return (
    <nav aria-label="Secciones del panel" className="-mx-4 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 sm:flex-wrap sm:overflow-visible sm:px-0">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              end
              className={({ isActive }) =>
                `inline-flex rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
                  isActive
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'bg-white text-stone-700 ring-1 ring-stone-200 ring-inset hover:bg-brand-50 hover:text-brand-800'
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
