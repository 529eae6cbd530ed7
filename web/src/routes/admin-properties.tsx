import { PAGES } from '@tranquera/contracts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { PropertyList } from '../features/admin/components/property-list.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** /admin/properties (team only): moderation, the paid plan and recommendations. */
export function AdminPropertiesPage() {
  usePageMeta(PAGES.adminProperties);
  return (
    <AdminLayout
      title="Anuncios"
      description="Todos los anuncios, publicados o no: pausalos, rechazalos o destacalos."
    >
      <PropertyList />
    </AdminLayout>
  );
}
