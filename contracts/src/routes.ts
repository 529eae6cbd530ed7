// The web app's pages (spec §2), one table read by both sides: the React router, every link in
// web/, and the server's HTML shell, Cache-Control, robots.txt and sitemap.

export type PageAccess = 'public' | 'protected';

/** A query string: already encoded (`a=1&b=2`), or values to encode (undefined ones are left out). */
export type PageQuery = string | Readonly<Record<string, string | undefined>>;

/** A page with one `:param` (or a splat) is linked to with its value; a page without, with nothing. */
export type PageLink<Path extends string> = Path extends `${string}:${string}` | `${string}*`
  ? (param: string, query?: PageQuery) => string
  : (query?: PageQuery) => string;

/** One page of the table; `PAGES.x` has its exact path and link signature. */
export interface PageRoute {
  /** React Router pattern, absolute; at most one `:param` (a whole segment) or a trailing `*`. */
  path: string;
  /** The page's address; the parameter is percent-encoded. */
  link: (...args: never[]) => string;
  /** Protected pages send visitors without a session to the login page (a client-side check). */
  access: PageAccess;
  /** Meant for search engines: in the sitemap (pages with a parameter, once per published record). */
  indexable: boolean;
  /**
   * About one visitor (their account, or a token or password step in the address): answered with
   * `Cache-Control: private, no-store` and disallowed in robots.txt. Every protected page is.
   */
  personal: boolean;
  /**
   * The title, without the site name. `null` on home (the bare site name) and on pages named
   * after the record they show (a listing, a seller), which set it once the record is loaded.
   */
  title: string | null;
}

interface PageOptions {
  access: PageAccess;
  indexable: boolean;
  title: string | null;
  /** Defaults to protected. */
  personal?: boolean;
}

/** A `:param` segment, or a trailing `*` (a splat: the rest of the path, several segments). */
const PARAM = /:[^/]+|\*$/;
const isSplat = (path: string) => path.endsWith('*');

/** A param's value in an address: one segment, or for a splat each of its segments, encoded. */
const encodeParam = (path: string, value: string) =>
  isSplat(path) ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);

/**
 * `application/x-www-form-urlencoded`, byte for byte as URLSearchParams writes it (space as `+`,
 * only `*-._` and alphanumerics kept), without needing the DOM or Node types here.
 */
const formEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

function queryString(query: PageQuery | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  return Object.entries(query)
    .flatMap(([key, value]) => (value === undefined ? [] : [`${formEncode(key)}=${formEncode(value)}`]))
    .join('&');
}

function page<const Path extends string>(
  path: Path,
  options: PageOptions,
): PageRoute & { path: Path; link: PageLink<Path> } {
  const withQuery = (pathname: string, query?: PageQuery) => {
    const search = queryString(query);
    return search ? `${pathname}?${search}` : pathname;
  };
  const link = PARAM.test(path)
    ? (param: string, query?: PageQuery) =>
        withQuery(
          path.replace(PARAM, () => encodeParam(path, param)),
          query,
        )
    : (query?: PageQuery) => withQuery(path, query);
  const { personal = options.access === 'protected', ...rest } = options;
  return { path, link: link as PageLink<Path>, personal, ...rest };
}

/** Every page of spec §2 (the 404 page answers whatever is not here). */
export const PAGES = {
  home: page('/', { access: 'public', indexable: true, title: null }),
  /**
   * Clean search addresses (contracts/src/landings.ts): /campos/cordoba/ganadero… The splat is
   * `landingSlugs(landing)`; segments that name no landing are a 404.
   */
  landing: page('/campos/*', { access: 'public', indexable: true, title: null }),
  /** Query: category, search, initial, and the other filters. */
  listingProperties: page('/listing-properties', {
    access: 'public',
    indexable: true,
    title: 'Buscar campos',
  }),
  /** Opens in its own tab, without the site's top bar and footer. */
  requestProperty: page('/request-property', { access: 'public', indexable: true, title: 'Solicitar campo' }),
  propertyDetail: page('/property/:id', { access: 'public', indexable: true, title: null }),
  userPage: page('/user/:username', { access: 'public', indexable: true, title: null }),
  contact: page('/contact', { access: 'public', indexable: true, title: 'Contáctanos' }),
  marketPrices: page('/precios', { access: 'public', indexable: true, title: '¿Cuánto vale un campo?' }),
  termsOfService: page('/terms-of-service', {
    access: 'public',
    indexable: true,
    title: 'Términos y condiciones',
  }),
  privacyPolicy: page('/privacy-policy', {
    access: 'public',
    indexable: true,
    title: 'Política de privacidad',
  }),
  login: page('/login', { access: 'public', indexable: false, title: 'Iniciar sesión' }),
  signup: page('/signup', { access: 'public', indexable: false, title: 'Crear una cuenta' }),
  /** Query: step (2 once the temporary password was sent) and email. */
  changePassword: page('/change-password', {
    access: 'public',
    indexable: false,
    personal: true,
    title: 'Recuperar contraseña',
  }),
  /** The link of the confirmation e-mail; query: mail and usr (a token). */
  changeEmail: page('/change-email/:id', {
    access: 'public',
    indexable: false,
    personal: true,
    title: 'Confirmación de email',
  }),
  postProperty: page('/post-property', { access: 'protected', indexable: false, title: 'Publicar Gratis' }),
  editProperty: page('/edit-property/:id', {
    access: 'protected',
    indexable: false,
    title: 'Editar anuncio',
  }),
  /** Titled 'Mensaje para {name}' once the recipient is known. */
  message: page('/message/:id', { access: 'protected', indexable: false, title: 'Mensaje' }),
  profile: page('/profile', { access: 'protected', indexable: false, title: 'Mi perfil' }),
  myProperties: page('/my-properties', { access: 'protected', indexable: false, title: 'Mis Anuncios' }),
  chats: page('/chats', { access: 'protected', indexable: false, title: 'Mensajes' }),
  /** Titled 'Chat con {name}' once loaded. */
  chat: page('/chat/:id', { access: 'protected', indexable: false, title: 'Chat' }),
  /** Query: section (the chosen form step). */
  configuration: page('/configuration', { access: 'protected', indexable: false, title: 'Configuración' }),
  favorites: page('/favoritos', { access: 'protected', indexable: false, title: 'Mis favoritos' }),
  savedSearches: page('/busquedas', { access: 'protected', indexable: false, title: 'Búsquedas guardadas' }),
  /** The alert e-mail's unsubscribe link; query: token (works without a session). */
  savedSearchUnsubscribe: page('/busquedas/baja', {
    access: 'public',
    indexable: false,
    personal: true,
    title: 'Dejar de recibir alertas',
  }),
  /** The team's back-office (issue 12): the client shows it to team members only, the API enforces it. */
  admin: page('/admin', { access: 'protected', indexable: false, title: 'Panel del equipo' }),
  adminLeads: page('/admin/leads', { access: 'protected', indexable: false, title: 'Consultas' }),
  adminProperties: page('/admin/properties', { access: 'protected', indexable: false, title: 'Anuncios' }),
  adminFlags: page('/admin/flags', { access: 'protected', indexable: false, title: 'Denuncias y alertas' }),
  adminUsers: page('/admin/users', { access: 'protected', indexable: false, title: 'Usuarios' }),
  adminAudit: page('/admin/audit', { access: 'protected', indexable: false, title: 'Registro de acciones' }),
} as const;

export type PageName = keyof typeof PAGES;
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** Titles of the 404 answers (server shell and web page alike). */
export const NOT_FOUND_TITLE = { page: 'Página no encontrada', user: 'Usuario no encontrado' } as const;

/** Whether the page's pattern has a `:param` (linked to once per record). */
export const hasParam = (route: PageRoute) => PARAM.test(route.path);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = PAGE_NAMES.map((name) => {
  const { path } = PAGES[name];
  const param = PARAM.exec(path)?.[0];
  // React Router names a splat's value '*'.
  const paramName = param === '*' ? '*' : param?.slice(1);
  const source = path
    .split(PARAM)
    .map(escapeRegExp)
    .join(isSplat(path) ? '(.+?)' : '([^/]+)');
  // A trailing slash names the same page ('/login/'), but '//' is not home.
  return { name, paramName, pattern: new RegExp(`^${source}${path === '/' ? '' : '/?'}$`) };
});

export interface PageMatch {
  name: PageName;
  /** The `:param` as it appears in the address: still percent-encoded. */
  params: Readonly<Record<string, string>>;
}

/** The page a pathname (no query) names, case-sensitively as the server answers; null: none (404). */
export function matchPage(pathname: string): PageMatch | null {
  for (const { name, paramName, pattern } of MATCHERS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const value = match[1];
    return { name, params: paramName && value !== undefined ? { [paramName]: value } : {} };
  }
  return null;
}
