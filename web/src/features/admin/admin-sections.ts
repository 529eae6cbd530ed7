import { PAGES } from '@tranquera/contracts';

/** The back-office's sections, in the nav's order; the label is shorter than some page titles. */
export const ADMIN_SECTIONS = [
  { label: 'Resumen', to: PAGES.admin.link() },
  { label: 'Consultas', to: PAGES.adminLeads.link() },
  { label: 'Anuncios', to: PAGES.adminProperties.link() },
  { label: 'Denuncias y alertas', to: PAGES.adminFlags.link() },
  { label: 'Usuarios', to: PAGES.adminUsers.link() },
  { label: 'Registro', to: PAGES.adminAudit.link() },
] as const;
