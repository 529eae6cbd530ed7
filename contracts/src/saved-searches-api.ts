import { z } from 'zod';
import { landingTitle } from './landings.ts';
import { CATEGORIES, OPERATIONS, PROVINCES } from './options.ts';
import { propertySearchQuerySchema } from './schemas.ts';

// Saved searches and their e-mail alerts (issue 13). Every endpoint needs a session except the
// unsubscribe one, which the alert's link and the List-Unsubscribe header call with a token.

/** Searches one account may keep; past it, saving answers 409. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Listings one alert e-mail shows; the rest are behind its 'Ver todos' link. */
export const ALERT_LISTINGS_SHOWN = 10;

export const ALERT_FREQUENCIES = ['daily', 'instant'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Una vez por día',
  instant: 'Al instante',
};

/**
 * The listing search's own parameters a saved search keeps: its filters and its order, not its
 * page, size or owner.
 */
const NOT_SAVED = new Set(['limit', 'page', 'cursor', 'userId']);
export const SAVED_QUERY_KEYS = Object.keys(propertySearchQuerySchema.shape).filter(
  (key) => !NOT_SAVED.has(key),
);

export const SAVED_SEARCHES_TEXT = {
  saved: 'Búsqueda guardada',
  renamed: 'Búsqueda actualizada',
  removed: 'Búsqueda eliminada',
  notFound: 'No encontramos esa búsqueda guardada.',
  notYours: 'Esa búsqueda guardada es de otra cuenta.',
  tooMany: `Podés guardar hasta ${MAX_SAVED_SEARCHES} búsquedas. Eliminá alguna para guardar otra.`,
  nameRequired: 'Poné un nombre a la búsqueda.',
  nameTooLong: `El nombre puede tener hasta ${SAVED_SEARCH_NAME_MAX} caracteres.`,
  invalidFrequency: 'Elegí cada cuánto querés recibir las alertas.',
  invalidQuery: 'La búsqueda tiene filtros que no entendemos.',
  nothingToChange: 'Indicá qué querés cambiar de la búsqueda.',
  unknownFilter: (key: string) => `La búsqueda tiene un filtro que no existe: ${key}.`,
  invalidToken: 'El enlace para dejar de recibir alertas no es válido o la búsqueda ya no existe.',
  unsubscribed: 'Listo: no vas a recibir más alertas de esta búsqueda.',
  alertsOn: 'Vas a recibir alertas de esta búsqueda.',
} as const;

const nameSchema = z
  .string({ error: SAVED_SEARCHES_TEXT.nameRequired })
  .trim()
  .min(1, { error: SAVED_SEARCHES_TEXT.nameRequired })
  .max(SAVED_SEARCH_NAME_MAX, { error: SAVED_SEARCHES_TEXT.nameTooLong });
const frequencySchema = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCHES_TEXT.invalidFrequency });

/**
 * A search as the listing page's address holds it, values as strings (`state: 'Córdoba,Santa Fe'`).
 * Unknown keys are refused and every value must be one the listing search accepts, so a saved
 * search always runs.
 */
export const savedQuerySchema = z
  .record(
    z
      .string({ error: SAVED_SEARCHES_TEXT.invalidQuery })
      .max(40, { error: SAVED_SEARCHES_TEXT.invalidQuery }),
    z
      .string({ error: SAVED_SEARCHES_TEXT.invalidQuery })
      .max(200, { error: SAVED_SEARCHES_TEXT.invalidQuery }),
    { error: SAVED_SEARCHES_TEXT.invalidQuery },
  )
  .superRefine((query, ctx) => {
    const unknown = Object.keys(query).find((key) => !SAVED_QUERY_KEYS.includes(key));
    if (unknown) {
      ctx.addIssue({ code: 'custom', message: SAVED_SEARCHES_TEXT.unknownFilter(unknown) });
      return;
    }
    const parsed = propertySearchQuerySchema.safeParse(query);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? SAVED_SEARCHES_TEXT.invalidQuery,
      });
    }
  })
  // Empty values mean "no filter": they are left out so equal searches look equal.
  .transform((query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== '')));
export type SavedQuery = Record<string, string>;

/** POST /api/saved-searches */
export const savedSearchInputSchema = z.object({
  name: nameSchema,
  query: savedQuerySchema,
  frequency: frequencySchema.default('daily'),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/** PATCH /api/saved-searches/{id}: rename, change the frequency, or turn alerts back on or off. */
export const savedSearchUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    alerts: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, { error: SAVED_SEARCHES_TEXT.nothingToChange });
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const savedSearchParamsSchema = z.object({ id: z.string().max(100) });
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .min(1, { error: SAVED_SEARCHES_TEXT.invalidToken })
    .max(100, { error: SAVED_SEARCHES_TEXT.invalidToken }),
});

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** False once the user unsubscribed from its e-mails; the search itself stays. */
  alerts: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesResponseSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;
export const savedSearchResponseSchema = z.object({ message: z.string(), savedSearch: savedSearchSchema });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

/** GET /api/saved-searches/unsubscribe?token=…: what the unsubscribe page names, no account data. */
export const unsubscribeInfoSchema = z.object({ name: z.string(), alerts: z.boolean() });
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

const pick = <T extends string>(options: readonly T[], value: string | undefined) =>
  options.find((option) => option === value);

const usd = (value: string) => `USD ${Number(value).toLocaleString('es-AR')}`;

/**
 * A name for a search from its filters, as the save dialog suggests it: 'Campos ganaderos en
 * Córdoba', 'Campos que mencionan "laguna"'.
 */
export function suggestedSearchName(query: SavedQuery): string {
  const states = (query.state ?? '')
    .split(',')
    .filter((state) => (PROVINCES as readonly string[]).includes(state));
  const title = landingTitle({
    category: pick(CATEGORIES, query.category),
    operation: pick(OPERATIONS, query.operation),
    state: states.length === 1 ? (states[0] as (typeof PROVINCES)[number]) : undefined,
  });
  const place = states.length > 1 ? ` en ${states.join(', ')}` : '';
  const words = query.search ? ` con «${query.search}»` : '';
  return `${title}${place}${words}`.slice(0, SAVED_SEARCH_NAME_MAX);
}

/** The filters in words, for /busquedas and the alert e-mail: 'Ganadero · Córdoba · hasta USD 8.000/ha'. */
export function describeSavedQuery(query: SavedQuery): string {
  const parts = [
    query.category,
    query.operation && `en ${query.operation}`,
    query.state?.split(',').join(', '),
    query.minPrice && query.maxPrice
      ? `${usd(query.minPrice)} a ${usd(query.maxPrice)}/ha`
      : query.minPrice
        ? `desde ${usd(query.minPrice)}/ha`
        : query.maxPrice && `hasta ${usd(query.maxPrice)}/ha`,
    query.hectares && `${query.hectares.replaceAll('-', ' a ').replaceAll(',', ' o ')} ha`,
    query.search && `«${query.search}»`,
    query.bbox && 'zona del mapa',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Todos los campos';
}
