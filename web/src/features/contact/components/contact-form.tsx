import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, HONEYPOT_FIELD, UI } from '@tranquera/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { MessageTextField } from '../../messages/components/message-text-field.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  CONTACT_MESSAGE_MAX,
  type ContactFormValues,
  contactWithEmailSchema,
} from '../contact-form-schema.ts';
import { HoneypotField } from './honeypot-field.tsx';

interface ContactFormProps {
  /** Only asked when the user has no e-mail on record, i.e. is not signed in (spec §2). */
  askEmail: boolean;
  onSent(): void;
}

export function ContactForm({ askEmail, onSent }: ContactFormProps) {
  const send = useSendContactMessage();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(askEmail ? contactWithEmailSchema : contactMessageSchema),
    defaultValues: { contact_description: '', contact_email: '', [HONEYPOT_FIELD]: '' },
  });
  const { errors } = form.formState;
  const description = form.watch('contact_description');

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({
        contact_description: values.contact_description,
        ...(askEmail ? { contact_email: values.contact_email } : {}),
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '',
      });
      onSent();
    } catch (error) {
      // A 400 names what was wrong; anything else gets the general apology.
      toast.error(error instanceof ApiError && error.status === 400 ? error.message : UI.messageSendFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="relative flex flex-col gap-5">
      {askEmail && (
        <TextField
          label="Tu email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nombre@ejemplo.com"
          hint="Te respondemos a esta dirección."
          error={errors.contact_email?.message}
          {...form.register('contact_email')}
        />
      )}
      <MessageTextField
        label="Mensaje"
        rows={7}
        placeholder="Contanos en qué te podemos ayudar."
        maxLength={CONTACT_MESSAGE_MAX}
        length={description.length}
        error={errors.contact_description?.message}
        {...form.register('contact_description')}
      />
      <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
      <SubmitButton pending={send.isPending} className="sm:self-start">
        Enviar mensaje
      </SubmitButton>
    </form>
  );
}
