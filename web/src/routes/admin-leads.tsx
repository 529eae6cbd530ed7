import { PAGES } from '@tranquera/contracts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { LeadList } from '../features/admin/components/lead-list.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** /admin/leads (team only): what reached the team, to follow up and export. */
export function AdminLeadsPage() {
  usePageMeta(PAGES.adminLeads);
  return (
    <AdminLayout
      title="Consultas"
      description="Solicitudes de campo, mensajes de contacto y pedidos de informe o de plan destacado."
    >
      <LeadList />
    </AdminLayout>
  );
}
