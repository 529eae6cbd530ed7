import { CHAT_CURSOR_INVALID, CHAT_PAGE_SIZE, type ChatPage, type MessageEntry } from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedInUser } from '../../test/sessions.ts';

let app: FastifyInstance;
type Session = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** With four to a timestamp, counted from 1 and shifted by 2: the first and last stand alone. */
const OLD_MESSAGES = 1102;
const CLOSING_OFFER = '¿Cerramos en 1.200 USD la hectárea?';

const send = (from: Session, payload: object, chatId?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/messages/send-message${chatId ? `?id=${chatId}` : ''}`,
    headers: from.headers,
    payload,
  });

const getChat = (who: Session | null, chatId: string, before?: string) =>
  app.inject({
    url: `/api/messages/get-chat/${chatId}`,
    query: before === undefined ? {} : { before },
    headers: who?.headers ?? {},
  });

/**
 * A negotiation far longer than one page: 1,102 old messages written straight into the
 * database (a day ago, four to a timestamp with microseconds, so ties straddle page
 * boundaries), then the buyer's first contact and the seller's closing offer through the API.
 */
async function longNegotiation() {
  const seller = await signedInUser(app, { firstName: 'Sofía', lastName: 'Vera' });
  const buyer = await signedInUser(app, { firstName: 'Tomás', lastName: 'Ruiz' });
  const listing = await insertProperty(app.db, seller.user.id, { listing_title: 'Campo en Junín' });
  const first = await send(buyer, {
    text: 'Hola, ¿sigue disponible?',
    receiverId: seller.user.id,
    detail: { id: listing.id },
  });
  const chatId: string = first.json().chatId;
  await app.db.execute(sql`
    insert into messages (conversation_id, sender_id, sender_name, sender_username, text, created_at)
    select ${chatId}::uuid,
      case when n % 2 = 0 then ${buyer.user.id}::uuid else ${seller.user.id}::uuid end,
      case when n % 2 = 0 then 'Tomás Ruiz' else 'Sofía Vera' end,
      case when n % 2 = 0 then ${buyer.user.username} else ${seller.user.username} end,
      'Mensaje ' || n,
      now() - interval '1 day' + ((n + 2) / 4) * interval '1.000001 seconds'
    from generate_series(1, ${OLD_MESSAGES}) as n`);
  expect((await send(seller, { text: CLOSING_OFFER }, chatId)).statusCode).toBe(201);
  return { seller, buyer, chatId };
}

/** Every message of the chat in true chronological order, straight from the database. */
async function chronologicalIds(chatId: string): Promise<string[]> {
  const result = await app.db.execute<{ id: string }>(
    sql`select id from messages where conversation_id = ${chatId}::uuid order by created_at, id`,
  );
  return result.rows.map((row) => row.id);
}

/** Follows olderCursor from a first page back to the start; the messages oldest first. */
async function readBack(who: Session, chatId: string, newest: ChatPage): Promise<MessageEntry[]> {
  const pages = [newest];
  for (let page = newest; page.hasOlder; ) {
    expect(pages.length).toBeLessThan(50);
    const res = await getChat(who, chatId, page.olderCursor ?? '');
    expect(res.statusCode).toBe(200);
    page = res.json();
    pages.push(page);
  }
  return pages.reverse().flatMap((page) => page.chat.messageContent);
}

const texts = (entries: MessageEntry[]) => entries.map((entry) => entry.text);

describe('chat history in pages', () => {
  it('opens on the newest messages and walks back to the very first one without gaps or repeats', async () => {
    const { buyer, chatId } = await longNegotiation();
    const res = await getChat(buyer, chatId);
    expect(res.statusCode).toBe(200);
    const newest: ChatPage = res.json();
    expect(newest.message).toBe('Chat encontrado');
    const shown = newest.chat.messageContent;
    expect(texts(shown).slice(-2)).toEqual(['Hola, ¿sigue disponible?', CLOSING_OFFER]);
    expect(texts(shown).at(-3)).toBe(`Mensaje ${OLD_MESSAGES}`);
    expect(shown).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.hasOlder).toBe(true);
    expect(newest.olderCursor).toEqual(expect.any(String));

    const all = await readBack(buyer, chatId, newest);
    expect(all).toHaveLength(OLD_MESSAGES + 2);
    expect(all.map((entry) => entry._id)).toEqual(await chronologicalIds(chatId));
    expect(all[0]?.text).toBe('Mensaje 1');
    const times = all.map((entry) => entry.timestamp);
    expect(times).toEqual([...times].sort());
  });

  it('keeps its place when messages arrive while reading back, and only the newest page marks it read', async () => {
    const { seller, buyer, chatId } = await longNegotiation();
    const newest: ChatPage = (await getChat(buyer, chatId)).json();
    const before = await chronologicalIds(chatId);
    expect((await send(seller, { text: 'Y te incluyo la hacienda.' }, chatId)).statusCode).toBe(201);
    const unread = () =>
      app
        .inject({ url: `/api/messages/unread/${buyer.user.id}`, headers: buyer.headers })
        .then((r) => r.json().count);

    // With an OFFSET the new message would push one already seen into the next page.
    const all = await readBack(buyer, chatId, newest);
    expect(all.map((entry) => entry._id)).toEqual(before);
    expect(await unread()).toBe(1);

    const again: ChatPage = (await getChat(buyer, chatId)).json();
    expect(texts(again.chat.messageContent).at(-1)).toBe('Y te incluyo la hacienda.');
    expect(await unread()).toBe(0);
  });

  it('answers a cursor that is not one of this chat with 400, and keeps every page to the participants', async () => {
    const { seller, buyer, chatId } = await longNegotiation();
    const stranger = await signedInUser(app);
    const other = await insertProperty(app.db, seller.user.id, { listing_title: 'Estancia en Tandil' });
    const otherChat: string = (
      await send(buyer, { text: 'Sobre Tandil', receiverId: seller.user.id, detail: { id: other.id } })
    ).json().chatId;
    const otherMessage: string = (await getChat(buyer, otherChat)).json().chat.messageContent[0]._id;

    for (const cursor of ['', 'no-es-un-cursor', '00000000-0000-4000-8000-000000000000', otherMessage]) {
      const res = await getChat(buyer, chatId, cursor);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message, cursor).toBe(CHAT_CURSOR_INVALID);
    }
    const repeated = await app.inject({
      url: `/api/messages/get-chat/${chatId}?before=a&before=b`,
      headers: buyer.headers,
    });
    expect(repeated.statusCode).toBe(400);

    const cursor = (await getChat(buyer, chatId)).json().olderCursor;
    expect((await getChat(stranger, chatId, cursor)).statusCode).toBe(403);
    expect((await getChat(null, chatId, cursor)).statusCode).toBe(401);
    expect((await getChat(seller, chatId, cursor)).statusCode).toBe(200);
  });
});
