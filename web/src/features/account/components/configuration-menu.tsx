import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { LockIcon, MailIcon, TrashIcon } from '../../auth/components/auth-icons.tsx';

export type SettingsSection = 'email' | 'password' | 'delete';

interface SettingsOption {
  section: SettingsSection;
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
  danger?: boolean;
}

export const SETTINGS_OPTIONS: SettingsOption[] = [
  {
    section: 'email',
    title: 'Cambiar email',
    description: 'Actualizá la dirección con la que ingresás y recibís avisos.',
    Icon: MailIcon,
  },
  {
    section: 'password',
    title: 'Cambiar contraseña',
    description: 'Elegí una contraseña nueva. Se cerrará tu sesión en todos los dispositivos.',
    Icon: LockIcon,
  },
  {
    section: 'delete',
    title: 'Eliminar cuenta',
    description: 'Borrá tu cuenta, tus anuncios y tus fotos de forma permanente.',
    Icon: TrashIcon,
    danger: true,
  },
];

export const isSettingsSection = (value: string | null): value is SettingsSection =>
  SETTINGS_OPTIONS.some((option) => option.section === value);

/** Spec §2 configuration, menu step: three options, each opening its form step. */
export function ConfigurationMenu() {
  return (
    <ul className="flex flex-col gap-3">
      {SETTINGS_OPTIONS.map(({ section, title, description, Icon, danger }) => (
        <li key={section}>
          <Link
            to={`?section=${section}`}
            className="group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-stone-300 sm:p-6"
          >
            <span
              className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${danger ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'}`}
            >
              <Icon className="h-6 w-6" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className={`text-lg font-bold ${danger ? 'text-red-800' : 'text-stone-900'}`}>
                {title}
              </span>
              <span className="text-sm text-stone-600">{description}</span>
            </span>
            <ChevronDownIcon className="h-5 w-5 shrink-0 -rotate-90 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-stone-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
