import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Text ordered byte by byte (collation "C"): the values that start with a prefix are one index range. */
const bytewiseText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
/** A 64-bit transaction id, as `pg_current_xact_id()` gives it (text in JS). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    emailAddress: text('email_address').notNull(),
    emailAddressConfirmed: boolean('email_address_confirmed'),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('active'),
    isAdmin: boolean('is_admin').notNull().default(false),
    acceptEmailsFromAdmin: boolean('accept_emails_from_admin').notNull().default(true),
    profile: text('profile'),
    profileImage: text('profile_image'),
    address: text('address'),
    phoneNumber: text('phone_number'),
    description: text('description'),
    /** Bumped when the password changes: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Recovery: a single-use temporary password, valid for an hour, alongside the real one. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    /** OpenID Connect subject of a linked Google account. */
    googleSubject: text('google_subject'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.emailAddress})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

/** The columns a search reads and filters on, as both tables that hold them name them. */
interface SearchColumns {
  id: ExtraConfigColumn;
  status: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  category: ExtraConfigColumn;
  operation: ExtraConfigColumn;
  state: ExtraConfigColumn;
  pricePerHectareUsd: ExtraConfigColumn;
  hectares: ExtraConfigColumn;
  searchDocument: ExtraConfigColumn;
  titleDocument: ExtraConfigColumn;
  /** The search table's province and area band as tokens (`listingSearch.facets`). */
  facets?: ExtraConfigColumn;
}

/**
 * The indexes a search walks and counts with, the same on `properties` (the searches without
 * words, the map, the alerts) and on `listing_search` (the searches with words), named after
 * their table.
 */
function searchIndexes(table: 'properties' | 'listing_search', t: SearchColumns) {
  const facetKeys = (c: SearchColumns) => [
    c.category,
    c.operation,
    c.state,
    sql`hectares_band(${c.hectares})`,
    ...(c.facets ? [c.facets] : []),
  ];
  return [
    // Search reads only live listings (docs/decisions/search-engine.md; plans in bench/PLANS.md).
    // The words and the equality filters in one GIN index (btree_gin): 'monte' among 'Agrícola'
    // listings is an intersection inside the index, not a check of every 'monte' row's category.
    // With the listing's area band (area-bands.ts, migration 0020): a word among a range's listings too.
    // On the search table, the facets' tokens too (migration 0023): several provinces or bands are
    // one `&&` in one scan of the index, where `= any(…)` ran a scan per value (or pair of values).
    index(`${table}_live_search_idx`)
      .using('gin', t.searchDocument, ...facetKeys(t))
      .where(sql`${t.status} = 'active'`),
    index(`${table}_live_title_idx`)
      .using('gin', t.titleDocument, ...facetKeys(t))
      .where(sql`${t.status} = 'active'`),
    // Never read by a search: the planner keeps statistics of an index's expressions, and takes
    // those of a partial one (the two above) for nothing. Without them it took any range's bands
    // for 1 % of the catalogue (migration 0020).
    index(`${table}_area_band_idx`).on(sql`hectares_band(${t.hectares})`),
    // Price sorts walk this in either direction; created_at and id break ties and carry the keyset.
    // The filters after them let a walk by price with filters read the index alone (0021).
    index(`${table}_live_price_idx`)
      .on(t.pricePerHectareUsd, t.createdAt, t.id, t.category, t.operation, t.state, t.hectares)
      .where(sql`${t.status} = 'active'`),
    // Every filter column: a bounded count of any filter set is an index-only scan.
    index(`${table}_live_facets_idx`)
      .on(t.category, t.operation, t.state, t.pricePerHectareUsd, t.hectares)
      .where(sql`${t.status} = 'active'`),
    // Public reads only see live listings: these walk a search page in its order. After the order
    // they hold what a page's walk reads (price, for its cursor) and checks (the other filters),
    // so a page by category, province or none is read from the index alone, not one table page
    // per listing walked past (migration 0021; bench/PLANS.md).
    index(`${table}_live_newest_idx`)
      .on(
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.category,
        t.operation,
        t.state,
        t.pricePerHectareUsd,
        t.hectares,
      )
      .where(sql`${t.status} = 'active'`),
    index(`${table}_live_category_idx`)
      .on(
        t.category,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.operation,
        t.state,
        t.pricePerHectareUsd,
        t.hectares,
      )
      .where(sql`${t.status} = 'active'`),
    index(`${table}_live_category_hectares_idx`)
      .on(t.category, t.hectares)
      .where(sql`${t.status} = 'active'`),
    index(`${table}_live_state_idx`)
      .on(
        t.state,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.category,
        t.operation,
        t.pricePerHectareUsd,
        t.hectares,
      )
      .where(sql`${t.status} = 'active'`),
    // With the hectares, a count of provinces + price + areas reads the index alone, only the
    // asked provinces' price range (1,000,000 listings: 100 → 7 ms; bench/PLANS.md).
    index(`${table}_live_state_price_idx`)
      .on(t.state, t.pricePerHectareUsd, t.hectares)
      .where(sql`${t.status} = 'active'`),
  ];
}

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    operation: text('operation').notNull().default('venta'),
    listingTitle: text('listing_title').notNull(),
    price: doublePrecision('price').notNull(),
    currency: text('currency').notNull(),
    pricingUnit: text('pricing_unit').notNull().default('por Hectárea'),
    hectares: doublePrecision('hectares').notNull(),
    /** In the listing's currency; equals price unless the price is a total. */
    pricePerHectare: doublePrecision('price_per_hectare').notNull(),
    /** Normalised to US dollars so one price filter works across currencies. */
    pricePerHectareUsd: doublePrecision('price_per_hectare_usd').notNull(),
    nearestTown: text('nearest_town').notNull(),
    access: text('access').notNull(),
    paymentType: jsonb('payment_type').$type<string[]>().notNull().default([]),
    description: text('description').notNull(),
    state: text('state').notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    technicalReport: text('technical_report').notNull().default(''),
    videoLink: text('video_link').notNull().default(''),
    mainImageUrl: text('main_image_url').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    locationName: text('location_name').notNull().default(''),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    /**
     * Where the listing stands, derived (lifecycle.ts) from the team's decision, the expiry date and
     * the owner's account: only 'active' is public, and every public read filters on it.
     */
    status: text('status').notNull().default('active'),
    /** The team's decision: 'active', 'paused' or 'rejected', with the reason told to the owner. */
    moderation: text('moderation').notNull().default('active'),
    moderationReason: text('moderation_reason').notNull().default(''),
    /** Six months after publication or the last renewal (spec §1). */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '6 months'`),
    /** When the owner was told the listing is about to expire (cleared on renewal). */
    renewalNoticeAt: timestamp('renewal_notice_at', { withTimezone: true }),
    /** The paid plan: featured until this moment (null: not featured). */
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    recommended: boolean('recommended').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Spanish, accent-insensitive document; weights: title A, category, operation and place B, description C. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('spanish', immutable_unaccent(coalesce(listing_title, ''))), 'A') || setweight(to_tsvector('spanish', immutable_unaccent(coalesce(category, '') || ' ' || coalesce(operation, '') || ' ' || coalesce(nearest_town, '') || ' ' || coalesce(state, ''))), 'B') || setweight(to_tsvector('spanish', immutable_unaccent(coalesce(access, '') || ' ' || coalesce(description, ''))), 'C')`,
    ),
    /** The title alone, so 'title matches first' is an index lookup, not a per-row ranking. */
    titleDocument: tsvector('title_document').generatedAlwaysAs(
      sql`to_tsvector('spanish', immutable_unaccent(coalesce(listing_title, '')))`,
    ),
  },
  (t) => [
    ...searchIndexes('properties', t),
    index('properties_user_idx').on(t.userId, t.createdAt.desc()),
    // The expiry job, its renewal notices and every process's "did a date pass?" check.
    index('properties_expiry_idx').on(t.expiresAt),
    // Few listings are featured: a search's first page reads them from this small index.
    index('properties_live_featured_idx')
      .on(t.featuredUntil)
      .where(sql`${t.status} = 'active' and ${t.featuredUntil} is not null`),
    index('properties_recommended_idx').on(t.createdAt.desc()).where(sql`${t.recommended}`),
    // The map's snapshot (map-index.ts): every column it reads, west to east, so reading every
    // located live listing is an index-only scan in its order, not the table and a sort.
    index('properties_live_map_idx')
      .on(
        t.locationLng,
        t.locationLat,
        t.id,
        t.category,
        t.operation,
        t.state,
        t.pricePerHectareUsd,
        t.hectares,
        t.createdAt,
      )
      .where(sql`${t.status} = 'active' and ${t.locationLat} is not null and ${t.locationLng} is not null`),
    // The live listings the map can't show (no coordinates): few, named with each snapshot so a
    // text search counted from the map's index adds them (search-candidates.ts).
    index('properties_live_unlocated_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active' and (${t.locationLat} is null or ${t.locationLng} is null)`),
  ],
);

/**
 * What a search with words reads of each listing, kept by triggers on `properties` in the
 * writing transaction (migration 0022): a tenth of a listing row's width (the description,
 * photos and the rest stay in `properties`), so the pages a text search reads for its matches
 * and walks are 67 MB rather than 152 at 100,000 listings, filled in date order. The columns
 * are named as in `properties`: the search statements read this table under that name
 * (search-source.ts). Cards are still read from `properties` by id.
 */
export const listingSearch = pgTable(
  'listing_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    operation: text('operation').notNull(),
    state: text('state').notNull(),
    pricePerHectareUsd: doublePrecision('price_per_hectare_usd').notNull(),
    hectares: doublePrecision('hectares').notNull(),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    searchDocument: tsvector('search_document'),
    titleDocument: tsvector('title_document'),
    /**
     * The province and area band as tokens of one array ('s:Córdoba', 'b:5'), in the text indexes
     * beside the words: a search in two provinces and an area range asks `facets && …` once each,
     * one scan of the GIN index. The same filters as `state = any(…)` and `hectares_band(…) =
     * any(…)` made PostgreSQL scan the index once per pair of values (two provinces by the six
     * bands of two ranges: 12 scans, each intersecting the word's whole posting list; bench/PLANS.md).
     */
    facets: text('facets')
      .array()
      .generatedAlwaysAs(sql`ARRAY['s:' || state, 'b:' || hectares_band(hectares)::text]`),
  },
  (t) => searchIndexes('listing_search', t),
);

/**
 * Which listings each transaction wrote, filled by triggers on `properties` (migration 0019): the
 * map's index reads only the listings written since its last read (map-index.ts). Rows older than
 * a day are pruned (lifecycle-schedule.ts); an index last read 12 hours ago reads everything again.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    propertyId: uuid('property_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_changes_xid_idx').on(t.xid),
    index('listing_changes_changed_at_idx').on(t.changedAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;

/**
 * Every photo a user uploaded. A listing may only use its owner's uploads; uploads that end up
 * in no listing and no profile are swept after a grace period.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    url: text('url').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    bytes: integer('bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_images_user_idx').on(t.userId),
    index('uploaded_images_property_idx').on(t.propertyId),
    index('uploaded_images_orphan_idx').on(t.createdAt).where(sql`${t.propertyId} is null`),
  ],
);

export type UploadedImageRow = typeof uploadedImages.$inferSelect;

/**
 * Two users talking about one listing. Names and photos are kept as they were so a
 * conversation stays readable after either account is deleted (its id then becomes null).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderImage: text('sender_image'),
    senderUsername: text('sender_username').notNull(),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    receiverName: text('receiver_name').notNull(),
    receiverImage: text('receiver_image'),
    receiverUsername: text('receiver_username').notNull(),
    /** Order-independent pair key: one conversation per pair and listing. */
    pairKey: text('pair_key').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyKey: text('property_key').notNull(),
    propertyTitle: text('property_title').notNull().default(''),
    senderReadAt: timestamp('sender_read_at', { withTimezone: true }),
    receiverReadAt: timestamp('receiver_read_at', { withTimezone: true }),
    senderNotifiedAt: timestamp('sender_notified_at', { withTimezone: true }),
    receiverNotifiedAt: timestamp('receiver_notified_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_property_key').on(t.pairKey, t.propertyKey),
    index('conversations_sender_idx').on(t.senderId, t.lastMessageAt.desc()),
    index('conversations_receiver_idx').on(t.receiverId, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderImage: text('sender_image'),
    senderUsername: text('sender_username').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Serves a chat's pages (keyset on created_at, id, read backwards), its unread count and its
  // latest message.
  (t) => [index('messages_conversation_created_id_idx').on(t.conversationId, t.createdAt, t.id)],
);

/** Buyer requests (/request-property) and contact or report forms, kept as well as e-mailed. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    ip: text('ip'),
    /** The team's follow-up: nuevo → contactado → cerrado, with a note per change. */
    status: text('status').notNull().default('nuevo'),
    notes: jsonb('notes').$type<LeadNote[]>().notNull().default([]),
    /** A buyer request as a standing search (request-matching.ts); null for other kinds. */
    criteria: jsonb('criteria').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('leads_status_created_idx').on(t.status, t.createdAt.desc()),
    index('leads_created_idx').on(t.createdAt.desc()),
  ],
);

export interface LeadNote {
  at: string;
  author: string;
  status: string;
  text: string;
}

export type LeadRow = typeof leads.$inferSelect;

/**
 * Why a listing needs the team's look: a report by a user ('Denunciar anuncio') or a fraud signal
 * found on publishing (copied photos, a price far below its province's).
 */
export const listingFlags = pgTable(
  'listing_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pendiente'),
    /** The reason picked, or what the signal found. */
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterIp: text('reporter_ip'),
    /** Copied photos: the other owner's listing that has the same photo. */
    relatedPropertyId: uuid('related_property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_flags_status_created_idx').on(t.status, t.createdAt.desc()),
    index('listing_flags_property_idx').on(t.propertyId),
  ],
);

export type ListingFlagRow = typeof listingFlags.$inferSelect;

/**
 * A 64-bit perceptual hash of each uploaded photo, cut in four 16-bit bands: two photos within
 * 3 bits of each other share a band (pigeonhole), so near copies are found by index lookups.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    url: text('url')
      .primaryKey()
      .references(() => uploadedImages.url, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
  },
  (t) => [
    index('photo_fingerprints_band0_idx').on(t.band0),
    index('photo_fingerprints_band1_idx').on(t.band1),
    index('photo_fingerprints_band2_idx').on(t.band2),
    index('photo_fingerprints_band3_idx').on(t.band3),
  ],
);

/**
 * A buyer's saved listings. The card is kept as it was when saved, so a listing removed later
 * still shows (as no longer available) instead of vanishing from the list.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's id as saved; `propertyId` becomes null if the listing is deleted. */
    propertyKey: uuid('property_key').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyKey] }),
    index('favorites_user_saved_idx').on(t.userId, t.savedAt.desc()),
    index('favorites_property_idx').on(t.propertyId),
  ],
);

/** Every team action: who did what to which record, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the entry stays readable after the account is gone. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/**
 * Every e-mail, written in the same transaction as the row that causes it and delivered by the
 * outbox worker: a dead mail server never fails a request and no mail is lost.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    replyTo: text('reply_to'),
    /** Extra headers, e.g. List-Unsubscribe on search alerts. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** pending → sent, or failed when the server refuses it for good or it is too old. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: another process leaves the message alone until this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** 'connection' (the server didn't answer: retried as soon as it does), 'temporary', 'permanent'. */
    lastErrorKind: text('last_error_kind'),
    /** Mail that is useless late (a temporary password, a link that expires) is dropped after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/**
 * A buyer's saved search (issue 13): the listing search's parameters, and when its alerts last
 * looked for new listings. The token lets the alert's unsubscribe link work without a session.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    frequency: text('frequency').notNull().default('daily'),
    alerts: boolean('alerts').notNull().default(true),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Alerts were (re)started then: nothing published before is news to them. */
    alertsSince: timestamp('alerts_since', { withTimezone: true }).notNull(),
    /** Listings published up to this time have been looked at. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull(),
    /** When the alert schedule looks again (daily ones wait a day after an e-mail). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_due_idx').on(t.nextCheckAt).where(sql`${t.alerts}`),
    uniqueIndex('saved_searches_unsubscribe_token_idx').on(t.unsubscribeToken),
  ],
);

/** The listings each saved search has e-mailed: none is sent twice for one search. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.propertyId] })],
);

/** A new listing that fits a buyer request, shown to the team against it (and mailed to the buyer). */
export const leadMatches = pgTable(
  'lead_matches',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.propertyId] }),
    index('lead_matches_property_idx').on(t.propertyId),
  ],
);

/** Where a schedule that walks new listings left off (one row per job, shared by processes). */
export const jobWatermarks = pgTable('job_watermarks', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  /** Set while catching up a backlog: the last row read at `until` (a keyset cursor). */
  cursorId: uuid('cursor_id'),
});

/**
 * Rate-limit windows shared by every process on PostgreSQL (the embedded database's single
 * process counts in memory): one row per limited key, counted with an atomic upsert.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** When each periodic job last ran, whichever process ran it: one run per period across processes. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Every word (lexeme, as the search documents hold it) that a listing's search document has
 * held, filled by triggers on properties (migration 0016) in the same transaction as the write.
 * A typed prefix ('festu') is searched as the few whole words of the catalogue that start with
 * it, which the index looks up directly, instead of a prefix match, which collects every listing
 * of every such word first (text-query.ts). Words are never removed: one no listing holds any
 * more only makes a search ask the index for a word it doesn't have.
 */
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: bytewiseText('lexeme').primaryKey(),
});
