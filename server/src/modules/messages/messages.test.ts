import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildMailingTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';
import { NOTIFY_AFTER_MS, NOTIFY_EVERY_MS, notifyUnreadMessages } from './notify.ts';

let app: FastifyInstance;
let smtp: SmtpCapture;
type Session = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ({ app, smtp } = await buildMailingTestApp());
});
afterAll(() => app.close());

async function cast() {
  const seller = await signedInUser(app, { firstName: 'Sofía', lastName: 'Vera' });
  const buyer = await signedInUser(app, { firstName: 'Tomás', lastName: 'Ruiz' });
  const stranger = await signedInUser(app);
  const listing = await insertProperty(app.db, seller.user.id, { listing_title: 'Campo agrícola en Junín' });
  return { seller, buyer, stranger, listing };
}

const contact = (from: Session, to: Session, listingId: string, text = 'Hola, ¿sigue disponible?') =>
  app.inject({
    method: 'POST',
    url: '/api/messages/send-message',
    headers: from.headers,
    payload: {
      text,
      senderId: 'spoofed',
      senderName: 'Otro',
      receiverId: to.user.id,
      detail: { id: listingId, description: 'x' },
    },
  });

const reply = (from: Session, chatId: string, text: string) =>
  app.inject({
    method: 'POST',
    url: `/api/messages/send-message?id=${chatId}`,
    headers: from.headers,
    payload: { text, senderId: 'spoofed' },
  });

describe('messages between users', () => {
  it('creates one conversation per pair and listing, with the sender taken from the token', async () => {
    const { seller, buyer, listing } = await cast();
    const first = await contact(buyer, seller, listing.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Mensaje enviado con éxito');
    expect(first.json().sentMessage).toMatchObject({ sender: 'Tomás Ruiz', senderId: buyer.user.id });
    const again = await contact(buyer, seller, listing.id, 'Otra pregunta');
    expect(again.json().chatId).toBe(first.json().chatId);
    const fromSeller = await contact(seller, buyer, listing.id, 'Desde el otro lado');
    expect(fromSeller.json().chatId).toBe(first.json().chatId);

    const list = await app.inject({
      url: `/api/messages/get-messages/${seller.user.id}`,
      headers: seller.headers,
    });
    expect(list.json().message).toBe('Mensajes encontrados');
    const [conversation] = list.json().messages;
    expect(conversation).toMatchObject({
      senderName: 'Tomás Ruiz',
      receiverName: 'Sofía Vera',
      detail: { id: listing.id, description: 'Campo agrícola en Junín' },
    });
    expect(conversation.messageContent.map((m: { text: string }) => m.text)).toEqual(['Desde el otro lado']);
  });

  it('refuses messaging yourself and an empty or over-long text', async () => {
    const { seller, listing } = await cast();
    const self = await contact(seller, seller, listing.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('No puedes enviarte mensajes a ti mismo.');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/messages/send-message',
      headers: seller.headers,
      payload: { text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Debes completar este campo.');
    const long = await app.inject({
      method: 'POST',
      url: '/api/messages/send-message',
      headers: seller.headers,
      payload: { text: 'a'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('El mensaje puede tener como máximo 2000 caracteres.');
  });

  it('lets only the two participants read or write, sorted by the latest message, with unread counts', async () => {
    const { seller, buyer, stranger, listing } = await cast();
    const other = await insertProperty(app.db, seller.user.id, { listing_title: 'Estancia en Tandil' });
    const chatId = (await contact(buyer, seller, listing.id, '<script>alert(1)</script>')).json().chatId;
    const secondId = (await contact(buyer, seller, other.id, 'Sobre Tandil')).json().chatId;

    for (const res of [
      await app.inject({ url: `/api/messages/get-chat/${chatId}`, headers: stranger.headers }),
      await reply(stranger, chatId, 'me meto'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await app.inject({ url: `/api/messages/get-chat/${chatId}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: `/api/messages/get-messages/${seller.user.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(403);

    expect(
      (await app.inject({ url: `/api/messages/unread/${seller.user.id}`, headers: seller.headers })).json()
        .count,
    ).toBe(2);
    await reply(seller, chatId, 'Sí, sigue disponible');
    const list = (
      await app.inject({ url: `/api/messages/get-messages/${buyer.user.id}`, headers: buyer.headers })
    ).json().messages;
    expect(list.map((c: { _id: string }) => c._id)).toEqual([chatId, secondId]);
    expect(list[0].unread).toBe(1);

    const chat = await app.inject({ url: `/api/messages/get-chat/${chatId}`, headers: buyer.headers });
    expect(chat.json().message).toBe('Chat encontrado');
    expect(chat.json().chat.messageContent.map((m: { text: string }) => m.text)).toEqual([
      '<script>alert(1)</script>',
      'Sí, sigue disponible',
    ]);
    expect(
      (await app.inject({ url: `/api/messages/unread/${buyer.user.id}`, headers: buyer.headers })).json()
        .count,
    ).toBe(0);
  });

  it('keeps the conversation readable for the other party after an account is deleted', async () => {
    const { seller, buyer, listing } = await cast();
    const chatId = (await contact(buyer, seller, listing.id)).json().chatId;
    await app.inject({
      method: 'DELETE',
      url: `/api/users/delete-profile/${buyer.user.id}`,
      headers: buyer.headers,
    });
    const chat = (
      await app.inject({ url: `/api/messages/get-chat/${chatId}`, headers: seller.headers })
    ).json().chat;
    expect(chat.senderName).toBe('Usuario eliminado');
    expect(chat.senderId).toBeNull();
    expect(chat.messageContent[0]).toMatchObject({
      text: 'Hola, ¿sigue disponible?',
      sender: 'Usuario eliminado',
    });
  });
});

describe('live delivery', () => {
  it('pushes a new message to the receiver over Server-Sent Events', async () => {
    const { seller, buyer, listing } = await cast();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const ticket = (
      await app.inject({ method: 'POST', url: '/api/messages/stream-ticket', headers: seller.headers })
    ).json().ticket;
    expect((await fetch(`${address}/api/messages/stream?ticket=forged`)).status).toBe(401);

    const controller = new AbortController();
    const stream = await fetch(`${address}/api/messages/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    await reader.read(); // the 'connected' comment
    await contact(buyer, seller, listing.id, 'En vivo');
    while (!received.includes('\n\n')) received += decoder.decode((await reader.read()).value);
    controller.abort();
    expect(received).toContain('event: message');
    const data = JSON.parse(/data: (.*)/.exec(received)![1]!);
    expect(data.message).toMatchObject({ text: 'En vivo', senderId: buyer.user.id });
  });
});

describe('e-mail notification', () => {
  it('mails an unread message after a few minutes, at most once an hour per conversation', async () => {
    const { seller, buyer, listing } = await cast();
    const chatId = (await contact(buyer, seller, listing.id, 'Hola Sofía')).json().chatId;
    const start = Date.now();
    expect(await notifyUnreadMessages(app, start)).toBe(0);
    await notifyUnreadMessages(app, start + NOTIFY_AFTER_MS + 1000);
    const mail = await smtp.waitFor(seller.user.emailAddress, /mensaje nuevo de Tomás Ruiz/);
    expect(mail.text).toContain(`http://tranquera.test/chat/${chatId}`);

    await contact(buyer, seller, listing.id, 'Otro más');
    const before = smtp.received.length;
    await notifyUnreadMessages(app, Date.now() + NOTIFY_AFTER_MS + 1000);
    expect(smtp.received.filter((m) => m.to.includes(seller.user.emailAddress)).length).toBe(1);
    expect(smtp.received.length).toBe(before);
    expect(NOTIFY_EVERY_MS).toBeGreaterThan(NOTIFY_AFTER_MS);
  });
});
