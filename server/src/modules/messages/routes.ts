import {
  API,
  chatIdParamsSchema,
  chatPageQuerySchema,
  chatPageSchema,
  conversationsResponseSchema,
  liveMessageSchema,
  messageStreamQuerySchema,
  sendMessageQuerySchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  streamTicketResponseSchema,
  unreadCountResponseSchema,
  userIdParamsSchema,
} from '@tranquera/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateStreamTicket, requireSelf } from '../auth/authenticate.ts';
import { signStreamTicket } from '../auth/tokens.ts';
import { LiveMessages } from './live.ts';
import { announceMessage, type LiveNews, liveEventOf } from './live-news.ts';
import { notifyUnreadMessages } from './notify.ts';
import {
  listConversations,
  openChat,
  replyInConversation,
  sendFirstMessage,
  unreadTotal,
} from './service.ts';
import { CATALOGUE_UNTOUCHED } from '../properties/catalogue-cache.ts';

const tags = ['mensajes'];

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const live = new LiveMessages();
  const heartbeat = setInterval(() => live.ping(), 25_000);
  const notifier = setInterval(() => {
    notifyUnreadMessages(app).catch((error) => app.log.error({ err: error }, 'message notifications failed'));
  }, 60_000);
  heartbeat.unref();
  notifier.unref();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(notifier);
    live.closeAll();
  });
  // Whichever process the sender reached, the participants' open pages hear it from theirs.
  const unsubscribe = app.bus.subscribe('live', (bus) => {
    void liveEventOf(app, bus.data as LiveNews)
      .then(
        (news) =>
          news && live.publish(news.userIds, 'message', { chatId: news.chatId, message: news.message }),
      )
      .catch((error) => app.log.error({ err: error }, 'live message not delivered'));
  });
  app.addHook('onClose', async () => unsubscribe());
  // Messages sent while the bus was down never reached these streams: the pages reconnect and
  // read them.
  app.bus.onReconnect(() => live.restartAll());

  app.post(
    '/send-message',
    {
      config: CATALOGUE_UNTOUCHED,
      ...auth,
      schema: {
        tags,
        summary: 'Enviar un mensaje: nuevo (sobre un campo) o respuesta en un chat (?id=chatId)',
        querystring: sendMessageQuerySchema,
        body: sendMessageSchema,
        response: { 201: sendMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const sender = request.currentUser!;
      const delivery = request.query.id
        ? await replyInConversation(app.db, sender, request.query.id, request.body.text)
        : await sendFirstMessage(app.db, sender, request.body);
      await announceMessage(app, delivery.participants, delivery.conversation.id, delivery.entry);
      return reply
        .code(201)
        .send({ message: API.messageSent, chatId: delivery.conversation.id, sentMessage: delivery.entry });
    },
  );

  app.get(
    '/get-messages/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Conversaciones del usuario, la más reciente primero',
        params: userIdParamsSchema,
        response: { 200: conversationsResponseSchema },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      return { message: API.messagesFound, messages: await listConversations(app.db, user.id) };
    },
  );

  app.get(
    '/get-chat/:chatId',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Una página de un chat (solo sus participantes): los más recientes, o los anteriores a ?before',
        params: chatIdParamsSchema,
        querystring: chatPageQuerySchema,
        response: { 200: chatPageSchema },
      },
    },
    async (request) => ({
      message: API.chatFound,
      ...(await openChat(app.db, request.currentUser!.id, request.params.chatId, request.query.before)),
    }),
  );

  app.get(
    '/unread/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cantidad de mensajes sin leer',
        params: userIdParamsSchema,
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      return { count: await unreadTotal(app.db, user.id) };
    },
  );

  app.post(
    '/stream-ticket',
    {
      config: CATALOGUE_UNTOUCHED,
      ...auth,
      schema: {
        tags,
        summary: 'Ticket de 2 minutos para abrir /stream',
        response: { 200: streamTicketResponseSchema },
      },
    },
    async (request) => ({ ticket: await signStreamTicket(app.config.JWT_SECRET, request.currentUser!) }),
  );

  app.get(
    '/stream',
    {
      schema: {
        tags,
        summary: 'Mensajes nuevos en vivo (Server-Sent Events; evento "message")',
        querystring: messageStreamQuerySchema,
        response: {
          200: {
            description: 'Un evento "message" por cada mensaje nuevo; su data es este objeto en JSON.',
            content: { 'text/event-stream': { schema: liveMessageSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = await authenticateStreamTicket(app, request.query.ticket);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 3000\n: connected\n\n');
      const remove = live.add(user.id, reply.raw);
      request.raw.on('close', remove);
    },
  );
};
