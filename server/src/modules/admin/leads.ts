import {
  ADMIN_TEXT,
  API,
  type AdminLead,
  type AdminLeadPatch,
  LEAD_KIND_LABELS,
  type LeadKind,
  type LeadStatus,
} from '@tranquera/contracts';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { leads, properties, users, type LeadNote, type LeadRow, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { describeCriteria, type RequestCriteria } from '../request-matching/criteria.ts';
import { type LeadMatch, matchesOf } from '../request-matching/matching.ts';
import { actorOf, recordAudit } from './audit.ts';
import { pageInfo, pageOf } from './pagination.ts';

/** Each form's fields, in its order, with the labels the team reads (as in the e-mails). */
const FIELD_LABELS: Record<LeadKind, [key: string, label: string][]> = {
  'buyer-request': [
    ['name', 'Nombre'],
    ['property', 'Tipo de campo'],
    ['price', 'Inversión (USD)'],
    ['location', 'Zona buscada'],
    ['phone', 'Celular'],
    ['method', 'Contacto preferido'],
  ],
  contact: [['contact_description', 'Mensaje']],
  report: [
    ['contact_name', 'Nombre'],
    ['contact_email', 'Email'],
    ['contact_phone', 'Teléfono'],
  ],
  plan: [
    ['name', 'Anunciante'],
    ['payment', 'Forma de pago'],
    ['price', 'Precio del plan'],
    ['phone', 'Teléfono'],
    ['note', 'Comentario'],
  ],
};

const leadColumns = {
  lead: leads,
  property: {
    id: properties.id,
    title: properties.listingTitle,
    status: properties.status,
    technicalReport: properties.technicalReport,
  },
  user: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
};

interface LeadJoin {
  lead: LeadRow;
  property: { id: string; title: string; status: string; technicalReport: string } | null;
  user: { id: string; username: string; firstName: string; lastName: string } | null;
}

function toAdminLead({ lead, property, user }: LeadJoin, matches: LeadMatch[] = []): AdminLead {
  const kind = lead.kind as LeadKind;
  const payload = lead.payload;
  const fields = (FIELD_LABELS[kind] ?? [])
    .filter(([key]) => (payload[key] ?? '') !== '')
    .map(([key, label]) => ({ label, value: String(payload[key]) }));
  const name = payload.name ?? payload.contact_name ?? (user ? `${user.firstName} ${user.lastName}` : null);
  return {
    _id: lead.id,
    kind,
    status: lead.status as LeadStatus,
    created_at: lead.createdAt.toISOString(),
    name,
    email: lead.email ?? payload.contact_email ?? null,
    phone: payload.phone ?? payload.contact_phone ?? null,
    fields,
    property: property
      ? {
          _id: property.id,
          listing_title: property.title,
          status: property.status,
          technical_report: property.technicalReport,
        }
      : null,
    user: user ? { _id: user.id, username: user.username } : null,
    notes: lead.notes.map((note) => ({ ...note, status: note.status as LeadStatus })),
    understood: lead.criteria ? describeCriteria(lead.criteria as unknown as RequestCriteria) : null,
    matches_total: matches[0]?.total ?? 0,
    matches: matches.map((match) => ({
      _id: match.propertyId,
      listing_title: match.title,
      state: match.state,
      hectares: match.hectares,
      total_usd: Math.round(match.totalUsd),
      status: match.status,
      matched_at: match.matchedAt.toISOString(),
    })),
  };
}

/** The latest matches shown per request. */
const MATCHES_SHOWN = 20;

/** Leads with the listings matched to the buyer requests among them. */
async function withMatches(db: Database, rows: LeadJoin[]): Promise<AdminLead[]> {
  const requests = rows.filter((row) => row.lead.kind === 'buyer-request').map((row) => row.lead.id);
  const matches = await matchesOf(db, requests, MATCHES_SHOWN);
  return rows.map((row) => toAdminLead(row, matches.get(row.lead.id)));
}

function leadFilter(filter: { kind?: LeadKind; status?: LeadStatus }): SQL | undefined {
  return and(
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
  );
}

function selectLeads(db: Database, where: SQL | undefined) {
  return db
    .select(leadColumns)
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(users, eq(users.id, leads.userId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

export async function listLeads(db: Database, query: { kind?: LeadKind; status?: LeadStatus; page: number }) {
  const where = leadFilter(query);
  const { limit, offset } = pageOf(query.page);
  const [rows, [count]] = await Promise.all([
    selectLeads(db, where).limit(limit).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(leads).where(where),
  ]);
  return { leads: await withMatches(db, rows), info: pageInfo(query.page, count?.total ?? 0) };
}

/** A new status, and the note that says why, appended to the lead's history. */
export async function updateLead(
  db: Database,
  member: UserRow,
  id: string,
  patch: AdminLeadPatch,
  now: Date,
) {
  if (!isUuid(id)) throw new HttpError(404, API.leadNotFound);
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      if (!current) throw new HttpError(404, API.leadNotFound);
      const actor = actorOf(member);
      const note: LeadNote = {
        at: now.toISOString(),
        author: `${member.firstName} ${member.lastName}`,
        status: patch.status,
        text: patch.note ?? '',
      };
      await tx
        .update(leads)
        .set({ status: patch.status, notes: [...current.notes, note], updatedAt: now })
        .where(eq(leads.id, id));
      await recordAudit(
        tx,
        actor,
        'lead.update',
        'lead',
        id,
        { status: current.status },
        { status: patch.status, note: note.text },
      );
      const [row] = await tx
        .select(leadColumns)
        .from(leads)
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .leftJoin(users, eq(users.id, leads.userId))
        .where(eq(leads.id, id));
      return row as LeadJoin;
    })
    .then(async (row) => ({ message: ADMIN_TEXT.leadUpdated, lead: (await withMatches(db, [row]))[0]! }));
}

/** Rows past this are left out of one export (the filter narrows it). */
const EXPORT_MAX = 10_000;

/** The filtered leads as CSV (UTF-8 with a BOM, so spreadsheet programs read the accents). */
export async function exportLeadsCsv(
  db: Database,
  filter: { kind?: LeadKind; status?: LeadStatus },
): Promise<string> {
  const rows = (await selectLeads(db, leadFilter(filter)).limit(EXPORT_MAX)).map((row) => toAdminLead(row));
  const records = rows.map((lead) => [
    lead.created_at,
    LEAD_KIND_LABELS[lead.kind],
    lead.status,
    lead.name ?? '',
    lead.email ?? '',
    lead.phone ?? '',
    lead.property?.listing_title ?? '',
    lead.fields.map((field) => `${field.label}: ${field.value}`).join(' | '),
    lead.notes.map((note) => `${note.at} ${note.author} (${note.status}): ${note.text}`).join(' | '),
  ]);
  return `\ufeff${stringify(records, {
    // Values come from public forms: one starting with = + - @ must not run as a formula.
    escape_formulas: true,
    header: true,
    columns: ['Fecha', 'Tipo', 'Estado', 'Nombre', 'Email', 'Teléfono', 'Campo', 'Datos', 'Notas'],
  })}`;
}
