import { z } from 'zod';
import { VALIDATION } from './messages.ts';

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
  /** Every message in a chat; only the latest one in the conversation list. */
  messageContent: z.array(messageEntrySchema),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Shown in place of a participant whose account was deleted. */
export const DELETED_USER_NAME = 'Usuario eliminado';

/** Spec §9: 'Menos de 1 día', '1 día atrás', 'N días atrás'. */
export function relativeMessageTime(iso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return 'Menos de 1 día';
  return days === 1 ? '1 día atrás' : `${days} días atrás`;
}
