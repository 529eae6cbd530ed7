// The listing's life after publishing (issue 12): expiry and renewal, the paid plan ('Destacar
// anuncio'), reports by users ('Denunciar anuncio') and the team's moderation.

/**
 * Where a listing stands. Only `active` listings are public; the others are visible to their
 * owner (with a banner) and to the team.
 */
export const LISTING_STATUSES = ['active', 'paused', 'rejected', 'expired', 'blocked'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Publicado',
  paused: 'Pausado',
  rejected: 'Rechazado',
  expired: 'Vencido',
  blocked: 'Cuenta bloqueada',
};

/** What the team may set: expiry and blocked accounts follow from dates and users. */
export const MODERATION_STATUSES = ['active', 'paused', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Days before expiry the owner is e-mailed a renewal link. */
export const RENEWAL_NOTICE_DAYS = 7;
/** Months a paid plan keeps a listing featured. */
export const FEATURED_MONTHS = 6;
/** Featured listings shown above the results of a search's first page. */
export const FEATURED_ON_SEARCH = 3;

/** The terms' ways to pay the plan (spec §1). */
export const PLAN_PAYMENT_METHODS = ['Efectivo', 'Cheque', 'Transferencia bancaria'] as const;
export type PlanPaymentMethod = (typeof PLAN_PAYMENT_METHODS)[number];

/** 'Denunciar anuncio' reasons. */
export const REPORT_REASONS = ['fraude', 'datos falsos', 'ya vendido', 'duplicado', 'otro'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fraude: 'Fraude o estafa',
  'datos falsos': 'Datos falsos',
  'ya vendido': 'Ya vendido o alquilado',
  duplicado: 'Anuncio duplicado',
  otro: 'Otro motivo',
};

/** Texts of the owner's side, shared by API and UI. */
export const LIFECYCLE_TEXT = {
  renewed: 'Anuncio renovado por 6 meses',
  featureRequested: 'Recibimos tu pedido. El equipo se pondrá en contacto para coordinar el pago.',
  reported: 'Gracias: el equipo revisará el anuncio.',
  cannotRenew: 'Este anuncio no se puede renovar: fue pausado o rechazado por el equipo.',
  featuredBadge: 'Destacado',
  expiredRenew: 'Vencido — Renovar',
} as const;
