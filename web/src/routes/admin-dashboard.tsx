import { PAGES } from '@tranquera/contracts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { DashboardCards } from '../features/admin/components/dashboard-cards.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** /admin (team only): the back-office home, counts that link to their sections. */
export function AdminDashboardPage() {
  usePageMeta(PAGES.admin);
  return (
    <AdminLayout title="Resumen" description="La semana del sitio y lo que espera una respuesta del equipo.">
      <DashboardCards />
    </AdminLayout>
  );
}
