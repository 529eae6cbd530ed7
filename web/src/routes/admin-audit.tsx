import { PAGES } from '@tranquera/contracts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { AuditList } from '../features/admin/components/audit-list.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** /admin/audit (team only): the log of every back-office change. */
export function AdminAuditPage() {
  usePageMeta(PAGES.adminAudit);
  return (
    <AdminLayout
      title="Registro de acciones"
      description="Cada cambio del equipo: quién, cuándo y qué cambió."
    >
      <AuditList />
    </AdminLayout>
  );
}
