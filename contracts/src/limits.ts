// Business constants of spec §9, shared by the API and the UI.

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const USER_LISTINGS_LIMIT = 100;

export const PRICE_SLIDER = { min: 0, max: 40000, step: 100, minGap: 1000 } as const;
export const MAX_HECTARES = 500000;

/**
 * The price filter compares prices per hectare in US dollars; pesos are converted at this
 * reference rate (kept with the data, so a listing's stored USD figure is reproducible).
 */
export const ARS_PER_USD = 1200;

export const PASSWORD_MIN = 5;
export const DESCRIPTION_MIN = 50;
export const HECTARES_STEP = 0.1;

export const MAX_IMAGES = 20;
export const MAX_IMAGES_TOTAL_BYTES = 50 * 1024 * 1024;

export const FOOTER_LATEST = 5;
export const SWIPE_THRESHOLD_PX = 75;
export const SWIPE_TILT_DIVISOR = 14;
export const MOBILE_MAX_PX = 767;

export const TOAST_DURATION_MS = { success: 2000, error: 4000, blank: 4000, custom: 4000 } as const;
export const MAX_TOASTS = 20;

export const GOOGLE_POPUP = { width: 620, height: 700 } as const;
export const MAP_HEIGHT_PX = 250;
export const MAP_DEFAULT_ZOOM = 6;
/** A point in southern Argentina (La Pampa / Río Negro border). */
export const MAP_DEFAULT_CENTER = { lat: -38.4, lng: -65.5 } as const;
export const VIDEO_HEIGHT_PX = 315;
export const CHAT_AREA_MAX_PX = 350;

export const TEXT_SEARCH_MAX = 200;

/**
 * Search totals are counted exactly up to this bound; past it the API says `totalIsExact: false`
 * and the UI shows 'más de 10.000 campos' (search engines bound their counts the same way).
 */
export const SEARCH_TOTAL_BOUND = 10_000;
/** A text search counts up to this bound: each match needs its search document read ('Más de 1.000 campos'). */
export const SEARCH_TEXT_TOTAL_BOUND = 1_000;
/** Words this short are matched whole, not as prefixes ('rn' is a word; 'c' would expand to half the dictionary). */
export const SEARCH_SHORT_WORD_MAX = 2;
/** Longest accepted 'Ver más' cursor (an opaque token the API hands out). */
export const SEARCH_CURSOR_MAX = 300;

// Terms of service (spec §1, §9).
/** A paid listing, with the technical report, in Argentine pesos. */
export const PAID_LISTING_PRICE_ARS = 5800;
/** Months a listing (free or paid) stays online. */
export const LISTING_ONLINE_MONTHS = 6;
/** Calendar days a user has to accept (or reject) modified terms. */
export const TERMS_ACCEPTANCE_DAYS = 10;
