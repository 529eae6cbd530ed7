import { z } from 'zod';
import { VALIDATION } from './validation-messages.ts';

export const MESSAGE_MAX_LENGTH = 2000;

const messageText = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .max(MESSAGE_MAX_LENGTH, { error: `El mensaje puede tener como máximo ${MESSAGE_MAX_LENGTH} caracteres.` });

/**
 * Spec §7 payloads. The sender fields the spec's client sends are accepted but ignored: the
 * sender is always the token's user, and names and photos come from the accounts.
 */
export const sendMessageSchema = z.object({
  text: messageText,
  senderId: z.string().max(100).optional(),
  senderName: z.string().max(200).optional(),
  senderImage: z.string().max(500).nullish(),
  senderUsername: z.string().max(100).optional(),
  receiverId: z.string().max(100).optional(),
  receiverName: z.string().max(200).optional(),
  receiverImage: z.string().max(500).nullish(),
  receiverUsername: z.string().max(100).optional(),
  detail: z.object({ id: z.string().max(100), description: z.string().max(300).optional() }).optional(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messageEntrySchema = z.object({
  _id: z.string(),
  text: z.string(),
  sender: z.string(),
  senderId: z.string().nullable(),
  senderImage: z.string().nullable(),
  senderUsername: z.string(),
  timestamp: z.string(),
});
export type MessageEntry = z.infer<typeof messageEntrySchema>;

export const conversationSchema = z.object({
  _id: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  senderImage: z.string().nullable(),
  senderUsername: z.string(),
  receiverId: z.string().nullable(),
  receiverName: z.string(),
  receiverImage: z.string().nullable(),
  receiverUsername: z.string(),
  /** The listing the conversation is about (id null once the listing is deleted). */
  detail: z.object({ id: z.string().nullable(), description: z.string() }),
  /** One page of a chat, oldest first; only the latest message in the conversation list. */
  messageContent: z.array(messageEntrySchema),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** How many messages one read of a chat returns: the newest ones, or those before a cursor. */
export const CHAT_PAGE_SIZE = 100;
export const CHAT_CURSOR_INVALID = 'El cursor de mensajes anteriores no es válido para este chat.';

/**
 * GET /api/messages/get-chat/{chatId}?before=… — `before` is the `olderCursor` of the page
 * already shown; without it the newest page comes back.
 */
export const chatPageQuerySchema = z.object({
  before: z.uuid({ error: CHAT_CURSOR_INVALID }).optional(),
});

export const chatPageSchema = z.object({
  message: z.string(),
  chat: conversationSchema,
  /** Whether messages older than this page exist. */
  hasOlder: z.boolean(),
  /** Pass as `before` to read the page just older than this one; null when there is none. */
  olderCursor: z.string().nullable(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

/** Shown in place of a participant whose account was deleted. */
export const DELETED_USER_NAME = 'Usuario eliminado';

/** Spec §9: 'Menos de 1 día', '1 día atrás', 'N días atrás'. */
export function relativeMessageTime(iso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return 'Menos de 1 día';
  return days === 1 ? '1 día atrás' : `${days} días atrás`;
}
