import type { BuyerRequest, ContactMessage, PropertyReportRequest } from '@tranquera/contracts';
import { API, PAGES, VALIDATION } from '@tranquera/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../config.ts';
import { isUuid } from '../../db/ids.ts';
import { leads, properties, users, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { leadMail } from '../mail/templates.ts';
import { requestCriteria } from '../request-matching/matching.ts';

/** Stores the buyer request and e-mails the six answers to the team. */
export async function submitBuyerRequest(app: FastifyInstance, input: BuyerRequest, ip: string) {
  const payload = {
    name: input.name,
    property: input.property,
    price: input.price,
    location: input.location,
    phone: input.phone,
    method: input.method,
  };
  const mail = leadMail(
    siteOf(app.config),
    app.config.TEAM_EMAIL,
    `Nueva solicitud de campo de ${input.name}`,
    'Un comprador completó el formulario "Solicitar campo":',
    [
      ['Nombre', input.name],
      ['Tipo de campo', input.property],
      ['Inversión (USD)', input.price],
      ['Zona buscada', input.location],
      ['Celular', input.phone],
      ['Contacto preferido', input.method],
    ],
  );
  // Read once as a standing search; new listings that fit show against it in the back-office.
  // A failure to read it must not lose the request: the matching round reads it later.
  const criteria = await requestCriteria(payload).catch((error) => {
    app.log.warn({ err: error }, 'buyer request criteria failed');
    return null;
  });
  await storeLead(app, { kind: 'buyer-request', payload, ip, criteria: criteria && { ...criteria } }, mail);
}

/** The /contact form: the e-mail on record wins; without one the form must carry it. */
export async function submitContactMessage(
  app: FastifyInstance,
  input: ContactMessage,
  user: UserRow | null,
  ip: string,
) {
  const email = user?.emailAddress ?? input.contact_email;
  if (!email) throw new HttpError(400, VALIDATION.required, { field: 'contact_email' });
  const fields: [string, string][] = [
    ['Email', email],
    ...(user
      ? ([['Usuario', `${user.firstName} ${user.lastName} (@${user.username})`]] as [string, string][])
      : []),
    ['Mensaje', input.contact_description],
  ];
  const mail = leadMail(
    siteOf(app.config),
    app.config.TEAM_EMAIL,
    `Nuevo mensaje de contacto de ${email}`,
    'Alguien escribió desde el formulario de contacto:',
    fields,
    email,
  );
  const payload = { contact_description: input.contact_description };
  await storeLead(app, { kind: 'contact', userId: user?.id, email, payload, ip }, mail);
}

/** 'Solicitar Informe': the team and the listing's owner both hear about it. */
export async function submitReportRequest(
  app: FastifyInstance,
  input: PropertyReportRequest,
  user: UserRow | null,
  ip: string,
) {
  const [listing] = isUuid(input.contact_property_id)
    ? await app.db
        .select({
          id: properties.id,
          title: properties.listingTitle,
          report: properties.technicalReport,
          owner: users,
        })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.userId))
        // Hidden listings (paused, expired, a blocked owner's) don't hand out their report.
        .where(and(eq(properties.id, input.contact_property_id), eq(properties.status, 'active')))
    : [];
  if (!listing) throw new HttpError(404, API.propertyNotFound);
  const payload = {
    contact_name: input.contact_name,
    contact_email: input.contact_email,
    contact_phone: input.contact_phone,
  };
  const link = `${app.config.PUBLIC_URL}${PAGES.propertyDetail.link(listing.id)}`;
  const fields: [string, string][] = [
    ['Campo', `${listing.title} (${link})`],
    ['Nombre', input.contact_name],
    ['Email', input.contact_email],
    ['Teléfono', input.contact_phone],
  ];
  const lead = {
    kind: 'report',
    userId: user?.id,
    propertyId: listing.id,
    email: input.contact_email,
    payload,
    ip,
  };
  await storeLead(
    app,
    lead,
    leadMail(
      siteOf(app.config),
      app.config.TEAM_EMAIL,
      `Pedido de informe: ${listing.title}`,
      'Alguien pidió el informe técnico de un campo:',
      fields,
      input.contact_email,
    ),
    leadMail(
      siteOf(app.config),
      listing.owner.emailAddress,
      `Pidieron el informe de tu campo "${listing.title}"`,
      `Hola ${listing.owner.firstName}: alguien pidió las especificaciones de tu campo en ${app.config.SITE_NAME}.`,
      fields,
      input.contact_email,
    ),
  );
  return { technicalReport: listing.report };
}

/** The lead and its e-mails commit together; the outbox delivers them right after. */
async function storeLead(app: FastifyInstance, lead: typeof leads.$inferInsert, ...mail: MailMessage[]) {
  await app.db.transaction(async (tx) => {
    // The app's clock: what is "new since this request" follows the same time as listings.
    const now = app.clock();
    await tx.insert(leads).values({ createdAt: now, updatedAt: now, ...lead });
    await enqueueMail(tx, ...mail);
  });
  app.mailOutbox.wake();
}
