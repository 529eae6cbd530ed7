import { z } from 'zod';
import { VALIDATION } from './validation-messages.ts';
import { LISTING_STATUSES, MODERATION_STATUSES } from './moderation.ts';

// The team's back-office (/admin) and its API, /api/admin/... (issue 12). Every endpoint answers
// 401 without a session and 403 to anyone who isn't on the team.

const pageParam = z.coerce
  .number({ error: VALIDATION.invalidPage })
  .int({ error: VALIDATION.invalidPage })
  .min(1, { error: VALIDATION.invalidPage })
  .max(100_000, { error: VALIDATION.invalidPage })
  .default(1);
const searchParam = z.string().trim().max(200).optional();
const idParams = z.object({ id: z.string().max(100) });
export const adminIdParamsSchema = idParams;

/** Rows per page of every back-office list. */
export const ADMIN_PAGE_SIZE = 25;

export const adminPageInfoSchema = z.object({
  page: z.number().int(),
  total: z.number().int(),
  hasNextPage: z.boolean(),
  nextPage: z.number().int().nullable(),
});
export type AdminPageInfo = z.infer<typeof adminPageInfoSchema>;

// ---------- Leads ----------

/** What reached the team: buyer requests, contact messages, report requests and plan requests. */
export const LEAD_KINDS = ['buyer-request', 'contact', 'report', 'plan'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  'buyer-request': 'Solicitud de campo',
  contact: 'Contacto',
  report: 'Pedido de informe',
  plan: 'Plan destacado',
};
export const LEAD_STATUSES = ['nuevo', 'contactado', 'cerrado'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  cerrado: 'Cerrado',
};

export const adminLeadsQuerySchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: VALIDATION.chooseOne }).optional(),
  status: z.enum(LEAD_STATUSES, { error: VALIDATION.chooseOne }).optional(),
  page: pageParam,
});
export type AdminLeadsQuery = z.input<typeof adminLeadsQuerySchema>;

export const leadNoteSchema = z.object({
  at: z.string(),
  author: z.string(),
  status: z.enum(LEAD_STATUSES),
  text: z.string(),
});

export const adminLeadSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Everything submitted, labelled in Spanish, in the form's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  property: z
    .object({ _id: z.string(), listing_title: z.string(), status: z.string(), technical_report: z.string() })
    .nullable(),
  user: z.object({ _id: z.string(), username: z.string() }).nullable(),
  notes: z.array(leadNoteSchema),
  /** A buyer request as a standing search, in words ('Ganadero · USD 250.000 a 500.000 · 50 km de Pergamino'). */
  understood: z.string().nullable(),
  /** How many new listings fit a buyer request in all; `matches` has the latest 20. */
  matches_total: z.number().int(),
  /** New listings that fit a buyer request, newest first. */
  matches: z.array(
    z.object({
      _id: z.string(),
      listing_title: z.string(),
      state: z.string(),
      hectares: z.number(),
      total_usd: z.number(),
      status: z.string(),
      matched_at: z.string(),
    }),
  ),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadsResponseSchema = z.object({
  leads: z.array(adminLeadSchema),
  info: adminPageInfoSchema,
});
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponseSchema>;

export const adminLeadPatchSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: VALIDATION.chooseOne }),
  note: z.string().trim().max(2000).optional(),
});
export type AdminLeadPatch = z.infer<typeof adminLeadPatchSchema>;
export const adminLeadResponseSchema = z.object({ message: z.string(), lead: adminLeadSchema });

// ---------- Listings ----------

export const adminPropertiesQuerySchema = z.object({
  /** A status, or: 'flagged' (pending flags), 'featured' (paid plan on), 'expiring' (live, expiring within RENEWAL_NOTICE_DAYS). */
  status: z
    .enum([...LISTING_STATUSES, 'flagged', 'featured', 'expiring'], { error: VALIDATION.chooseOne })
    .optional(),
  search: searchParam,
  page: pageParam,
});
export type AdminPropertiesQuery = z.input<typeof adminPropertiesQuerySchema>;

/** Why a listing needs a look: a report by a user, or a fraud signal found on publishing. */
export const FLAG_KINDS = ['report', 'copied-photos', 'low-price'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];
export const FLAG_KIND_LABELS: Record<FlagKind, string> = {
  report: 'Denuncia',
  'copied-photos': 'Fotos copiadas',
  'low-price': 'Precio sospechoso',
};
export const FLAG_STATUSES = ['pendiente', 'resuelta'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

export const adminFlagSchema = z.object({
  _id: z.string(),
  kind: z.enum(FLAG_KINDS),
  status: z.enum(FLAG_STATUSES),
  /** The reason picked, or a description of the signal, in Spanish. */
  summary: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** For copied photos: the listing whose photo matched. */
  related_property: z.object({ _id: z.string(), listing_title: z.string() }).nullable(),
  property: z.object({ _id: z.string(), listing_title: z.string(), status: z.string() }),
});
export type AdminFlag = z.infer<typeof adminFlagSchema>;

export const adminPropertySchema = z.object({
  _id: z.string(),
  listing_title: z.string(),
  category: z.string(),
  operation: z.string(),
  state: z.string(),
  price: z.number(),
  currency: z.string(),
  pricing_unit: z.string(),
  hectares: z.number(),
  main_image_url: z.string(),
  status: z.enum(LISTING_STATUSES),
  moderation_reason: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  featured_until: z.string().nullable(),
  recommended: z.boolean(),
  technical_report: z.string(),
  owner: z.object({
    _id: z.string(),
    username: z.string(),
    name: z.string(),
    email_address: z.string(),
    status: z.string(),
  }),
  pending_flags: z.number().int(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const adminPropertiesResponseSchema = z.object({
  properties: z.array(adminPropertySchema),
  info: adminPageInfoSchema,
});
export type AdminPropertiesResponse = z.infer<typeof adminPropertiesResponseSchema>;

export const adminPropertyPatchSchema = z
  .object({
    status: z.enum(MODERATION_STATUSES, { error: VALIDATION.chooseOne }).optional(),
    /** Told to the owner when a listing is paused or rejected. */
    reason: z.string().trim().max(1000).optional(),
    featured: z.boolean().optional(),
    /** Defaults to 6 months from now when `featured` is set without it. */
    featured_until: z.iso.datetime({ offset: true, error: VALIDATION.invalidDate }).optional(),
    recommended: z.boolean().optional(),
    /** Same bound as the owner's field (propertyInputSchema). */
    technical_report: z.string().trim().max(2000).optional(),
  })
  .refine((patch) => patch.status === undefined || patch.status === 'active' || (patch.reason ?? '') !== '', {
    error: 'Indicá el motivo: se lo enviamos al anunciante.',
    path: ['reason'],
  });
export type AdminPropertyPatch = z.infer<typeof adminPropertyPatchSchema>;
export const adminPropertyResponseSchema = z.object({ message: z.string(), property: adminPropertySchema });

export const adminFlagsQuerySchema = z.object({
  status: z.enum(FLAG_STATUSES, { error: VALIDATION.chooseOne }).default('pendiente'),
  page: pageParam,
});
export const adminFlagsResponseSchema = z.object({
  flags: z.array(adminFlagSchema),
  info: adminPageInfoSchema,
});
export type AdminFlagsResponse = z.infer<typeof adminFlagsResponseSchema>;
export const adminFlagPatchSchema = z.object({
  status: z.enum(FLAG_STATUSES, { error: VALIDATION.chooseOne }),
});
export const adminFlagResponseSchema = z.object({ message: z.string(), flag: adminFlagSchema });

// ---------- Users ----------

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const adminUsersQuerySchema = z.object({ search: searchParam, page: pageParam });
export const adminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  phone_number: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  is_admin: z.boolean(),
  joined_at: z.string(),
  listings: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  info: adminPageInfoSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
export const adminUserPatchSchema = z.object({
  status: z.enum(USER_STATUSES, { error: VALIDATION.chooseOne }),
});
export const adminUserResponseSchema = z.object({ message: z.string(), user: adminUserSchema });

// ---------- Dashboard and audit log ----------

export const adminDashboardSchema = z.object({
  live_listings: z.number().int(),
  new_this_week: z.number().int(),
  leads_this_week: z.record(z.enum(LEAD_KINDS), z.number().int()),
  messages_this_week: z.number().int(),
  expiring_soon: z.number().int(),
  pending_flags: z.number().int(),
  new_leads: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminAuditQuerySchema = z.object({ page: pageParam });
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  info: adminPageInfoSchema,
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

/** The audit log's actions, in Spanish. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'lead.update': 'Consulta actualizada',
  'property.update': 'Anuncio moderado',
  'flag.update': 'Alerta actualizada',
  'user.update': 'Usuario actualizado',
  'team.grant': 'Alta en el equipo',
  'team.revoke': 'Baja del equipo',
};

/** The back-office's confirmations. */
export const ADMIN_TEXT = {
  leadUpdated: 'Consulta actualizada',
  propertyUpdated: 'Anuncio actualizado',
  flagUpdated: 'Alerta actualizada',
  userUpdated: 'Usuario actualizado',
  notTeam: 'Esta sección es solo para el equipo.',
} as const;
