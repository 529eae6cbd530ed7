import { z } from 'zod';
import { MAP_SEARCH_TEXT, parseBbox } from './map-search.ts';
import { LISTING_STATUSES } from './moderation.ts';
import { VALIDATION } from './validation-messages.ts';
import {
  MAX_HECTARES,
  MAX_IMAGES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_CURSOR_MAX,
  TEXT_SEARCH_MAX,
} from './limits.ts';
import {
  CATEGORIES,
  CURRENCIES,
  FACILITIES,
  NO_FACILITIES,
  OPERATIONS,
  PAYMENT_CONDITIONS,
  PRICING_UNITS,
  PROVINCES,
  SORT_OPTIONS,
} from './options.ts';
import { youtubeVideoId } from './video.ts';

const required = (max = 200) =>
  z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required }).max(max);

// ---------- Public shapes (responses) ----------

/** The owner as populated into a listing: never an e-mail address or phone number. */
export const listingOwnerSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
});
export type ListingOwner = z.infer<typeof listingOwnerSchema>;

export const locationSchema = z.object({
  name: z.string().max(200),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
});
export type PropertyLocation = z.infer<typeof locationSchema>;

export const propertySchema = z.object({
  _id: z.string(),
  user_id: listingOwnerSchema,
  category: z.enum(CATEGORIES),
  operation: z.enum(OPERATIONS),
  listing_title: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  pricing_unit: z.enum(PRICING_UNITS),
  /** Price per hectare in the listing's currency (derived from a total price when needed). */
  price_per_hectare: z.number(),
  hectares: z.number(),
  nearest_town: z.string(),
  access: z.string(),
  payment_type: z.array(z.string()),
  description: z.string(),
  state: z.string(),
  facilities: z.array(z.string()),
  technical_report: z.string(),
  video_link: z.string(),
  main_image_url: z.string(),
  images: z.array(z.string()),
  location: locationSchema,
  order: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** 'active' is public; anything else only reaches the owner and the team (LISTING_STATUSES). */
  status: z.enum(LISTING_STATUSES),
  recommended: z.boolean(),
  /** When the listing leaves public view unless renewed (6 months after publication or renewal). */
  expires_at: z.string(),
  /** The paid plan: shown first and badged 'Destacado' while true. */
  featured: z.boolean(),
  featured_until: z.string().nullable(),
  /** Why the team paused or rejected it (empty otherwise). */
  moderation_reason: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

/**
 * What a search result card shows: search pages carry only this; the detail endpoint returns
 * the whole listing. Same field names as the listing (spec §3).
 */
export const propertySummarySchema = propertySchema
  .pick({
    _id: true,
    user_id: true,
    category: true,
    operation: true,
    listing_title: true,
    price: true,
    currency: true,
    pricing_unit: true,
    price_per_hectare: true,
    hectares: true,
    nearest_town: true,
    state: true,
    main_image_url: true,
    created_at: true,
    status: true,
    expires_at: true,
    featured: true,
    featured_until: true,
    moderation_reason: true,
  })
  .extend({
    /** Only in the owner's own listings: how many people keep it in their favourites. */
    saved_count: z.number().int().optional(),
  });
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const propertyListResponseSchema = z.object({
  payload: z.array(propertySummarySchema),
  info: z.object({
    hasNextPage: z.boolean(),
    nextPage: z.number().int().nullable(),
    page: z.number().int(),
    /** Exact up to SEARCH_TOTAL_BOUND (SEARCH_TEXT_TOTAL_BOUND with text); past it, the bound with `totalIsExact: false`. */
    total: z.number().int(),
    totalIsExact: z.boolean(),
    /** Pass as `cursor` for the page after this one: as cheap as page 1, however deep. */
    nextCursor: z.string().nullable(),
  }),
});
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

/** A user as anyone may see them: no e-mail, phone, address or password hash. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile: z.string().nullable(),
  profile_image: z.string().nullable(),
  description: z.string().nullable(),
  joined_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A 4xx or 5xx answer: the Spanish message to show (spec §7: the client reads `message`). */
export const errorResponseSchema = z.object({ message: z.string() });

// ---------- Search query ----------

const intParam = (min: number, max: number, error: string) =>
  z
    .string()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int({ error }).min(min, { error }).max(max, { error }));

const priceParam = z
  .string()
  .regex(/^\d+(\.\d+)?$/, { error: VALIDATION.invalidPrice })
  .transform(Number);

export type HectareRange = { min: number; max: number };

/** `0-50` or several ranges `0-50,200-500` (any of them matches). */
const hectaresParam = z.string().transform((value, ctx): HectareRange[] => {
  const ranges = value.split(',').map((part) => {
    const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(part.trim());
    if (!match) return null;
    const min = Number(match[1]);
    const max = Number(match[2]);
    return min <= max && max <= MAX_HECTARES ? { min, max } : null;
  });
  if (ranges.some((range) => range === null)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION.invalidHectares });
    return z.NEVER;
  }
  return ranges as HectareRange[];
});

const stateParam = z.string().transform((value, ctx) => {
  const states = value
    .split(',')
    .map((state) => state.trim())
    .filter(Boolean);
  if (states.some((state) => !(PROVINCES as readonly string[]).includes(state))) {
    ctx.addIssue({ code: 'custom', message: VALIDATION.invalidState });
    return z.NEVER;
  }
  return states;
});

/** An area of the map, `minLng,minLat,maxLng,maxLat` (map search, issue 13). */
export const bboxParam = z.string({ error: MAP_SEARCH_TEXT.invalidBbox }).transform((value, ctx) => {
  const bbox = parseBbox(value);
  if (!bbox) {
    ctx.addIssue({ code: 'custom', message: MAP_SEARCH_TEXT.invalidBbox });
    return z.NEVER;
  }
  return bbox;
});

export const propertySearchQuerySchema = z
  .object({
    limit: intParam(1, MAX_PAGE_SIZE, VALIDATION.invalidLimit).default(PAGE_SIZE),
    page: intParam(1, 1_000_000, VALIDATION.invalidPage).default(1),
    category: z.enum(CATEGORIES, { error: VALIDATION.invalidCategory }).optional(),
    operation: z.enum(OPERATIONS, { error: VALIDATION.invalidOperation }).optional(),
    minPrice: priceParam.optional(),
    maxPrice: priceParam.optional(),
    hectares: hectaresParam.optional(),
    state: stateParam.optional(),
    search: z.string().trim().max(TEXT_SEARCH_MAX, { error: VALIDATION.invalidSearch }).optional(),
    /** Only listings inside this area of the map ('Buscar en esta zona'). */
    bbox: bboxParam.optional(),
    userId: z.uuid({ error: VALIDATION.invalidUserId }).optional(),
    sort: z.enum(SORT_OPTIONS).optional(),
    /** `info.nextCursor` of the previous page; takes precedence over `page`. */
    cursor: z
      .string()
      .max(SEARCH_CURSOR_MAX, { error: VALIDATION.invalidCursor })
      .regex(/^[A-Za-z0-9_-]+$/, { error: VALIDATION.invalidCursor })
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: VALIDATION.invalidPriceRange,
    path: ['minPrice'],
  });
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;
export type PropertySearchParams = z.input<typeof propertySearchQuerySchema>;
/** The filters of a search, as sent; the page size, the page and the owner are set per request. */
export type PropertySearchFilters = Omit<PropertySearchParams, 'limit' | 'page' | 'cursor' | 'userId'>;
/** Where a page of results starts: the previous page's `nextCursor`, or a page number. */
export type PropertySearchPage = Pick<PropertySearchParams, 'cursor' | 'page'>;

export const userListingsQuerySchema = z.object({
  limit: intParam(1, MAX_PAGE_SIZE, VALIDATION.invalidLimit).default(MAX_PAGE_SIZE),
});

// ---------- Listing input (publishing) ----------

export const propertyInputSchema = z.object({
  category: z.enum(CATEGORIES, { error: VALIDATION.chooseOne }),
  operation: z.enum(OPERATIONS, { error: VALIDATION.chooseOne }).default('venta'),
  listing_title: required(120),
  price: z.coerce.number({ error: VALIDATION.numeric }).min(0, { error: VALIDATION.priceMin }),
  currency: z.enum(CURRENCIES, { error: VALIDATION.chooseOne }),
  pricing_unit: z.enum(PRICING_UNITS, { error: VALIDATION.chooseOne }).default('por Hectárea'),
  hectares: z.coerce
    .number({ error: VALIDATION.numeric })
    .positive({ error: VALIDATION.numeric })
    .max(MAX_HECTARES),
  nearest_town: required(120),
  access: required(200),
  payment_type: z.array(z.enum(PAYMENT_CONDITIONS)).min(1, { error: VALIDATION.chooseAtLeastOne }),
  description: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(50, { error: VALIDATION.descriptionMin })
    .max(10000),
  state: z.enum(PROVINCES, { error: VALIDATION.chooseOne }),
  facilities: z
    .array(z.union([z.enum(FACILITIES), z.literal(NO_FACILITIES)]))
    .max(FACILITIES.length + 1)
    .default([]),
  technical_report: z.string().trim().max(2000).default(''),
  /** Empty, or a YouTube link the detail page can embed (spec §2). */
  video_link: z
    .string()
    .trim()
    .max(300)
    .refine((link) => link === '' || youtubeVideoId(link) !== null, { error: VALIDATION.invalidVideoLink })
    .default(''),
  images: z.array(z.string().max(500)).min(1, { error: VALIDATION.imagesRequired }).max(MAX_IMAGES),
  location: locationSchema.default({ name: '', lat: null, lng: null }),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyData = z.output<typeof propertyInputSchema>;
