import { z } from 'zod';
import { conversationSchema, messageEntrySchema } from './messaging.ts';

// Paths and answers of the /api/messages endpoints (spec §7); the bodies are in messaging.ts.

/** POST /api/messages/send-message[?id=chatId]: without `id` a first message, with it a reply. */
export const sendMessageQuerySchema = z.object({ id: z.string().max(100).optional() });
export const sendMessageResponseSchema = z.object({
  message: z.string(),
  chatId: z.string(),
  sentMessage: messageEntrySchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** GET /api/messages/get-messages/{userId}: the conversations, latest first. */
export const conversationsResponseSchema = z.object({
  message: z.string(),
  messages: z.array(conversationSchema),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/** GET /api/messages/get-chat/{chatId} (answer: chatPageSchema) */
export const chatIdParamsSchema = z.object({ chatId: z.string().max(100) });

/** GET /api/messages/unread/{userId} */
export const unreadCountResponseSchema = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** POST /api/messages/stream-ticket: a short-lived pass for the stream (EventSource sends no header). */
export const streamTicketResponseSchema = z.object({ ticket: z.string() });
export type StreamTicketResponse = z.infer<typeof streamTicketResponseSchema>;

/** GET /api/messages/stream?ticket=… (Server-Sent Events) */
export const messageStreamQuerySchema = z.object({ ticket: z.string().max(2000) });

/** The data of each `message` event of the stream: a new entry in one of the user's chats. */
export const liveMessageSchema = z.object({ chatId: z.string(), message: messageEntrySchema });
export type LiveMessage = z.infer<typeof liveMessageSchema>;
