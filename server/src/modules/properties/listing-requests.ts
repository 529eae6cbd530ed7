import {
  API,
  type FeatureRequest,
  type ListingReport,
  PAGES,
  PAID_LISTING_PRICE_ARS,
  REPORT_REASON_LABELS,
} from '@tranquera/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../config.ts';
import { isUuid } from '../../db/ids.ts';
import { leads, listingFlags, properties, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { leadMail } from '../mail/templates.ts';

async function findListing(app: FastifyInstance, id: string) {
  if (!isUuid(id)) throw new HttpError(404, API.propertyNotFound);
  const [row] = await app.db
    .select({
      id: properties.id,
      title: properties.listingTitle,
      userId: properties.userId,
      status: properties.status,
    })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) throw new HttpError(404, API.propertyNotFound);
  return row;
}

/** 'Denunciar anuncio': a public listing goes to the team's moderation queue. */
export async function reportListing(
  app: FastifyInstance,
  propertyId: string,
  input: ListingReport,
  reporter: UserRow | null,
  ip: string,
) {
  const listing = await findListing(app, propertyId);
  if (listing.status !== 'active') throw new HttpError(404, API.propertyNotFound);
  await app.db.insert(listingFlags).values({
    propertyId: listing.id,
    kind: 'report',
    reason: REPORT_REASON_LABELS[input.reason],
    text: input.text ?? '',
    reporterId: reporter?.id ?? null,
    reporterIp: ip,
  });
}

/**
 * 'Destacar anuncio': the owner asks for the paid plan; the request reaches the team as a lead
 * (and an e-mail) and the team marks it paid in /admin, which features the listing.
 */
export async function requestFeaturedPlan(
  app: FastifyInstance,
  owner: UserRow,
  propertyId: string,
  input: FeatureRequest,
) {
  const listing = await findListing(app, propertyId);
  if (listing.userId !== owner.id) throw new HttpError(403, API.forbidden);
  const link = `${app.config.PUBLIC_URL}${PAGES.propertyDetail.link(listing.id)}`;
  const name = `${owner.firstName} ${owner.lastName}`;
  const payload: Record<string, string> = {
    name,
    payment: input.payment,
    price: `$ ${PAID_LISTING_PRICE_ARS.toLocaleString('es-AR')}`,
    ...(owner.phoneNumber ? { phone: owner.phoneNumber } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
  const mail = leadMail(
    siteOf(app.config),
    app.config.TEAM_EMAIL,
    `Pedido de plan destacado: ${listing.title}`,
    'Un anunciante pidió destacar su campo:',
    [
      ['Campo', `${listing.title} (${link})`],
      ['Anunciante', `${name} (@${owner.username})`],
      ['Email', owner.emailAddress],
      ['Forma de pago', input.payment],
      ...(owner.phoneNumber ? ([['Teléfono', owner.phoneNumber]] as [string, string][]) : []),
      ...(input.note ? ([['Comentario', input.note]] as [string, string][]) : []),
    ],
    owner.emailAddress,
  );
  await app.db.transaction(async (tx) => {
    await tx.insert(leads).values({
      kind: 'plan',
      userId: owner.id,
      propertyId: listing.id,
      email: owner.emailAddress,
      payload,
    });
    await enqueueMail(tx, mail);
  });
  app.mailOutbox.wake();
}
