import { PAGES, UI } from '@tranquera/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { useSendFirstMessage } from '../api/send-message.ts';
import { MESSAGE_MAX_LENGTH, type MessageFormValues, messageFormSchema } from '../message-form-schema.ts';
import { SendIcon } from './message-icons.tsx';
import { MessageTextField } from './message-text-field.tsx';

interface MessageOwnerFormProps {
  receiverId: string;
  receiverName: string;
  listing: { id: string; title: string } | null;
}

export const messageSent = (name: string) => `Mensaje enviado a ${name} con éxito.`;

/** The server's reason when it has a specific one (e.g. writing to yourself), the spec's otherwise. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : UI.messageSendFailed;
}

/** Spec §2/§4: one required text; on success the conversation opens. */
export function MessageOwnerForm({ receiverId, receiverName, listing }: MessageOwnerFormProps) {
  const navigate = useNavigate();
  const send = useSendFirstMessage();
  const form = useForm<MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { text: '' },
  });
  const text = form.watch('text');

  const submit = form.handleSubmit(async ({ text: message }) => {
    try {
      const { chatId } = await send.mutateAsync({
        text: message,
        receiverId,
        ...(listing ? { detail: { id: listing.id, description: listing.title } } : {}),
      });
      toast.success(messageSent(receiverName));
      navigate(PAGES.chat.link(chatId));
    } catch (error) {
      toast.error(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <MessageTextField
        label="Tu mensaje"
        rows={6}
        placeholder={
          listing
            ? 'Hola, me interesa este campo. ¿Me podrías dar más información?'
            : 'Hola, quería hacerte una consulta…'
        }
        maxLength={MESSAGE_MAX_LENGTH}
        length={text.length}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-500">Vas a poder seguir la conversación desde Mensajes.</p>
        <SubmitButton pending={send.isPending || form.formState.isSubmitting} className="sm:self-end">
          {!send.isPending && <SendIcon className="h-5 w-5" />}
          Enviar mensaje
        </SubmitButton>
      </div>
    </form>
  );
}
