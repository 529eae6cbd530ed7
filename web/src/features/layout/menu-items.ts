import { PAGES } from '@tranquera/contracts';
// The site's navigation (spec §2), shared by the top bar, the mobile menu and the footer.

export interface NavItem {
  label: string;
  to: string;
  /** The buyer request form lives outside the site chrome and opens in its own tab. */
  newTab?: boolean;
}

export const MAIN_MENU: NavItem[] = [
  { label: 'Buscar Campo', to: PAGES.listingProperties.link() },
  { label: 'Vender Campo', to: PAGES.postProperty.link() },
  { label: 'Solicitar Campo', to: PAGES.requestProperty.link(), newTab: true },
  { label: 'Contáctanos', to: PAGES.contact.link() },
];

export const USER_MENU: NavItem[] = [
  { label: 'Mi perfil', to: PAGES.profile.link() },
  { label: 'Mis Anuncios', to: PAGES.myProperties.link() },
  { label: 'Favoritos', to: PAGES.favorites.link() },
  { label: 'Búsquedas guardadas', to: PAGES.savedSearches.link() },
  { label: 'Mensajes', to: PAGES.chats.link() },
  { label: 'Configuración', to: PAGES.configuration.link() },
];

/** Shown in the account menus to team members only (the back-office checks again, and so does the API). */
export const TEAM_MENU_ITEM: NavItem = { label: 'Panel del equipo', to: PAGES.admin.link() };

/** The account menu of whoever is signed in. */
export const userMenuFor = (user: { is_admin: boolean }): NavItem[] =>
  user.is_admin ? [...USER_MENU, TEAM_MENU_ITEM] : USER_MENU;

export const COMPANY_LINKS: NavItem[] = [
  { label: 'Términos y condiciones', to: PAGES.termsOfService.link() },
  { label: 'Política de privacidad', to: PAGES.privacyPolicy.link() },
  { label: 'Contacto', to: PAGES.contact.link() },
];

export const LOGOUT_LABEL = 'Cerrar Sesión';
export const LOGIN_LABEL = 'Iniciar sesión';
export const NEW_TAB_HINT = '(se abre en una pestaña nueva)';
