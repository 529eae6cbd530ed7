import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createMailTransport } from './mailer.ts';
import { enqueueMail, GIVE_UP_AFTER_MS, KEEP_SETTLED_MS, LEASE_MS, RETRY_BASE_MS } from './outbox.ts';
import { MailOutboxWorker } from './outbox-worker.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { freeLoopbackPort } from '../../test/ports.ts';

const minutes = (n: number) => n * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

let app: FastifyInstance;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | null = null;

beforeAll(async () => {
  port = await freeLoopbackPort(); // nothing listens on it: the mail server is down
  app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, TEAM_EMAIL: 'equipo@tranquera.test' });
});
afterAll(async () => {
  await app.close();
  await smtp?.close();
});

const outboxRows = () => app.db.select().from(mailOutbox);

/** A worker of our own beside the app's, with a log we can read and the clock we pass it. */
function testWorker() {
  const warnings: string[] = [];
  const log = { info() {}, error() {}, warn: (_: object, message: string) => void warnings.push(message) };
  const worker = new MailOutboxWorker(app.db, createMailTransport(app.config), 'tranquera.test', log);
  return { worker, warnings };
}

describe('mail outbox', () => {
  it('answers every request while the mail server is down, then delivers each mail once when it is back', async () => {
    const owner = await insertUser(app.db, { emailAddress: 'duena@example.com', firstName: 'Marta' });
    const listing = await insertProperty(app.db, owner.id, { listing_title: 'Campo mixto en Tandil' });
    const calls = [
      {
        url: '/api/users/register',
        payload: {
          email_address: 'nuevo@example.com',
          first_name: 'Nuevo',
          last_name: 'Usuario',
          password: 'secreto1',
          passwordConfirmed: 'secreto1',
          username: 'nuevou12',
        },
        status: 201,
        message: 'Usuario creado con éxito',
      },
      {
        url: '/api/users/send-password',
        payload: { email_address: 'nuevo@example.com' },
        status: 200,
        message: 'Contraseña enviada con éxito',
      },
      {
        url: '/api/request-property',
        payload: {
          name: 'Carlos Benítez',
          property: 'Ganadero',
          price: '500.000-900.000',
          location: 'Río Cuarto',
          phone: '3584 123456',
          method: 'Mensaje de WhatsApp',
        },
        status: 200,
        message: 'Mensaje enviado con éxito',
      },
      {
        url: '/api/form-message/contact',
        payload: { contact_email: 'visita@example.com', contact_description: '¿Tienen campos en Salta?' },
        status: 200,
        message: 'Mensaje enviado con éxito',
      },
      {
        url: '/api/form-message/contact',
        payload: {
          contact_name: 'Lucía Pérez',
          contact_email: 'lucia@example.com',
          contact_phone: '1155556666',
          contact_property: listing.listingTitle,
          contact_property_id: listing.id,
        },
        status: 200,
        message: 'Mensaje enviado con éxito',
      },
    ];
    for (const call of calls) {
      const res = await app.inject({ method: 'POST', url: call.url, payload: call.payload });
      expect(res.statusCode, call.url).toBe(call.status);
      expect(res.json().message).toBe(call.message);
    }

    // The app's own worker tried at once and failed; from here on the test's clock drives it.
    await app.mailOutbox.stop();
    await app.mailOutbox.runOnce();
    const pending = await outboxRows();
    expect(pending).toHaveLength(6);
    expect(pending.every((row) => row.status === 'pending')).toBe(true);
    expect(pending.some((row) => row.lastError?.includes('ECONNREFUSED'))).toBe(true);
    expect(pending.filter((row) => row.lastError).every((row) => row.lastErrorKind === 'connection')).toBe(
      true,
    );

    smtp = await startSmtpCapture({ port });
    await app.mailOutbox.runOnce(later(minutes(1)));
    const expected: [string, RegExp][] = [
      ['nuevo@example.com', /Bienvenido/],
      ['nuevo@example.com', /contraseña temporal/],
      ['equipo@tranquera.test', /Carlos Benítez/],
      ['equipo@tranquera.test', /visita@example.com/],
      ['equipo@tranquera.test', /Pedido de informe: Campo mixto en Tandil/],
      ['duena@example.com', /Pidieron el informe de tu campo/],
    ];
    for (const [to, subject] of expected) await smtp.waitFor(to, subject);

    // Later rounds send nothing again.
    await app.mailOutbox.runOnce(later(minutes(90)));
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
    expect((await outboxRows()).every((row) => row.status === 'sent' && row.sentAt)).toBe(true);
  });

  it('never sends a message twice when several workers share the outbox', async () => {
    const before = smtp!.received.length;
    const batch = Array.from({ length: 40 }, (_, i) => ({
      to: `lector${i}@example.com`,
      subject: `Aviso ${i}`,
      text: 'Hola',
      html: '<p>Hola</p>',
    }));
    await enqueueMail(app.db, ...batch);
    const workers = [testWorker(), testWorker(), testWorker()];
    await Promise.all(workers.map(({ worker }) => worker.runOnce()));
    expect(smtp!.received.length - before).toBe(40);
    const subjects = smtp!.received.slice(before).map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(40);
  });

  it('leaves a message another worker is still sending alone until its lease runs out', async () => {
    await smtp!.close();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    smtp = await startSmtpCapture({ port, holdDelivery: () => held });
    const t0 = Date.now() + 1000;
    await enqueueMail(app.db, { to: 'lento@example.com', subject: 'Lento', text: 'x', html: 'x' });
    const slow = testWorker().worker.runOnce(new Date(t0));
    // Wait until the slow worker is inside its SMTP conversation…
    while (!(await outboxRows()).find((r) => r.toAddress === 'lento@example.com')?.lockedUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await enqueueMail(app.db, { to: 'otro@example.com', subject: 'Otro', text: 'x', html: 'x' });
    // …then a second worker, half a lease later, must take the other message only.
    const second = testWorker().worker.runOnce(new Date(t0 + LEASE_MS / 2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([slow, second]);
    const subjects = smtp.received.map((mail) => mail.subject).filter((s) => s === 'Lento' || s === 'Otro');
    expect(subjects.sort()).toEqual(['Lento', 'Otro']);
    await testWorker().worker.runOnce(new Date(t0 + LEASE_MS * 2));
    expect(smtp.received.filter((mail) => mail.subject === 'Lento')).toHaveLength(1);
  });

  it('drops mail that expired before it could be sent, and purges settled mail after 30 days', async () => {
    const { worker } = testWorker();
    await enqueueMail(app.db, {
      to: 'vencida@example.com',
      subject: 'Contraseña temporal',
      text: 'x',
      html: 'x',
      expiresAt: new Date(Date.now() - 1000),
    });
    await worker.runOnce(later(minutes(1)));
    const expired = (await outboxRows()).find((r) => r.toAddress === 'vencida@example.com');
    expect(expired?.status).toBe('expired');
    expect(smtp!.received.some((mail) => mail.to.includes('vencida@example.com'))).toBe(false);

    await enqueueMail(app.db, { to: 'espera@example.com', subject: 'Espera', text: 'x', html: 'x' });
    await testWorker().worker.runOnce(later(KEEP_SETTLED_MS + minutes(1)));
    const left = await outboxRows();
    expect(left.map((r) => r.toAddress)).toEqual([]);
    expect(smtp!.received.some((mail) => mail.to.includes('espera@example.com'))).toBe(true);
  });

  it('retries with a growing delay, warns after 10 minutes and gives up after three days', async () => {
    await smtp!.close();
    smtp = null;
    const { worker, warnings } = testWorker();
    await enqueueMail(app.db, { to: 'tarde@example.com', subject: 'Reintento', text: 'x', html: 'x' });
    const t0 = Date.now() + 1000;
    const row = async () => (await outboxRows()).find((r) => r.toAddress === 'tarde@example.com')!;

    await worker.runOnce(new Date(t0));
    expect((await row()).attempts).toBe(1);
    await worker.runOnce(new Date(t0 + RETRY_BASE_MS / 2));
    expect((await row()).attempts).toBe(1);
    await worker.runOnce(new Date(t0 + RETRY_BASE_MS + 1000));
    const second = await row();
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt.getTime() - second.lastAttemptAt!.getTime()).toBe(2 * RETRY_BASE_MS);
    expect(warnings).toEqual([]);

    await worker.runOnce(new Date(t0 + minutes(11)));
    await worker.runOnce(new Date(t0 + minutes(12)));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/failing for over 10 minutes/);
    expect((await row()).status).toBe('pending');

    await worker.runOnce(new Date(t0 + GIVE_UP_AFTER_MS + minutes(1)));
    expect((await row()).status).toBe('failed');
    await worker.runOnce(new Date(t0 + GIVE_UP_AFTER_MS + minutes(30)));
    expect((await row()).attempts).toBe(5);
  });

  it('fails mail to a mailbox that does not exist at once, keeps relay refusals for later, and goes on', async () => {
    const refusals: Record<string, { code: number; text: string }> = {
      'nadie@example.com': { code: 550, text: '5.1.1 Mailbox does not exist' },
      'politica@example.com': { code: 554, text: '5.7.1 Relay access denied' },
    };
    smtp = await startSmtpCapture({ port, rejectRecipient: (address) => refusals[address] ?? null });
    const { worker } = testWorker();
    await enqueueMail(
      app.db,
      { to: 'nadie@example.com', subject: 'Rebota', text: 'x', html: 'x' },
      { to: 'politica@example.com', subject: 'Espera', text: 'x', html: 'x' },
      { to: 'alguien@example.com', subject: 'Llega', text: 'x', html: 'x' },
    );
    await worker.runOnce(later(minutes(1)));
    const rows = await outboxRows();
    const bounced = rows.find((r) => r.toAddress === 'nadie@example.com')!;
    expect(bounced.status).toBe('failed');
    expect(bounced.lastError).toMatch(/550|Mailbox does not exist/);
    const refused = rows.find((r) => r.toAddress === 'politica@example.com')!;
    expect(refused).toMatchObject({ status: 'pending', lastErrorKind: 'temporary' });
    expect(rows.find((r) => r.toAddress === 'alguien@example.com')?.status).toBe('sent');
    await smtp.waitFor('alguien@example.com', /Llega/);
  });
});
