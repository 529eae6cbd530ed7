// The site's navigation (spec §2), shared by the top bar, the mobile menu and the footer.

export interface NavItem {
  label: string;
  to: string;
  /** The buyer request form lives outside the site chrome and opens in its own tab. */
  newTab?: boolean;
}

export const MAIN_MENU: NavItem[] = [
  { label: 'Buscar Campo', to: '/listing-properties' },
  { label: 'Vender Campo', to: '/post-property' },
  { label: 'Solicitar Campo', to: '/request-property', newTab: true },
  { label: 'Contáctanos', to: '/contact' },
];

export const USER_MENU: NavItem[] = [
  { label: 'Mi perfil', to: '/profile' },
  { label: 'Mis Anuncios', to: '/my-properties' },
  { label: 'Mensajes', to: '/chats' },
  { label: 'Configuración', to: '/configuration' },
];

export const COMPANY_LINKS: NavItem[] = [
  { label: 'Términos y condiciones', to: '/terms-of-service' },
  { label: 'Política de privacidad', to: '/privacy-policy' },
  { label: 'Contacto', to: '/contact' },
];

export const LOGOUT_LABEL = 'Cerrar Sesión';
export const LOGIN_LABEL = 'Iniciar sesión';
export const NEW_TAB_HINT = '(se abre en una pestaña nueva)';
