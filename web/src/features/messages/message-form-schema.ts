import { MESSAGE_MAX_LENGTH, sendMessageSchema } from '@tranquera/contracts';
import { z } from 'zod';

/** Spec §5 message forms: the text is required; the API's limit applies here too. */
export const messageFormSchema = z.object({ text: sendMessageSchema.shape.text });
export type MessageFormValues = z.input<typeof messageFormSchema>;

export { MESSAGE_MAX_LENGTH };
