import { ADMIN_TEXT } from '@tranquera/contracts';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { useSession } from '../../auth/session-context.tsx';
import { AdminNav } from './admin-nav.tsx';

interface AdminLayoutProps {
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * The frame of every back-office page. Someone off the team sees a notice instead of the
 * section: the API refuses them anyway (403), this only spares them a page of errors.
 */
export function AdminLayout({ title, description, children }: AdminLayoutProps) {
  const { session } = useSession();
  const isTeam = session?.user.is_admin === true;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50 to-20%">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <header className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Panel del equipo</p>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          {isTeam && <p className="text-stone-600">{description}</p>}
        </header>
        {isTeam ? (
          <>
            <AdminNav />
            {children}
          </>
        ) : (
          <FormAlert tone="info">{ADMIN_TEXT.notTeam}</FormAlert>
        )}
      </div>
    </div>
  );
}
