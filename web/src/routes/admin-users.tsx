import { PAGES } from '@tranquera/contracts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { UserList } from '../features/admin/components/user-list.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** /admin/users (team only): accounts and blocking. */
export function AdminUsersPage() {
  usePageMeta(PAGES.adminUsers);
  return (
    <AdminLayout
      title="Usuarios"
      description="Buscá cuentas y bloqueá a quien no cumpla las reglas del sitio."
    >
      <UserList />
    </AdminLayout>
  );
}
