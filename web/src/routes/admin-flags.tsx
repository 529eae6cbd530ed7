import { PAGES } from '@tranquera/contracts';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { FlagList } from '../features/admin/components/flag-list.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** /admin/flags (team only): reports and fraud signals to review. */
export function AdminFlagsPage() {
  usePageMeta(PAGES.adminFlags);
  return (
    <AdminLayout
      title="Denuncias y alertas"
      description="Denuncias de usuarios y señales de fraude detectadas al publicar."
    >
      <FlagList />
    </AdminLayout>
  );
}
