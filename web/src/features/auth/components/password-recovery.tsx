import { zodResolver } from '@hookform/resolvers/zod';
import { API, sendPasswordSchema } from '@tranquera/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSendPassword } from '../api/password-recovery.ts';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const INVALID = API.passwordOrEmailInvalid;

/** Step 1 (spec §2 change password): the account e-mail; any failure is the same message (spec §8). */
export function SendPasswordStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent(email: string): void;
}) {
  const mutation = useSendPassword();
  const form = useForm<z.input<typeof sendPasswordSchema>, unknown, z.output<typeof sendPasswordSchema>>({
    resolver: zodResolver(sendPasswordSchema),
    defaultValues: { email_address: defaultEmail },
  });
  const submit = form.handleSubmit(async ({ email_address }) => {
    try {
      await mutation.mutateAsync(email_address);
      onSent(email_address);
    } catch {
      form.setError('email_address', { message: INVALID }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email de tu cuenta"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email_address?.message}
        {...form.register('email_address')}
      />
      <SubmitButton pending={mutation.isPending} className="w-full">
        Enviar contraseña temporal
      </SubmitButton>
    </form>
  );
}
