import { zodResolver } from '@hookform/resolvers/zod';
import { API, sendPasswordSchema, updatePasswordSchema } from '@tranquera/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendPassword, useUpdatePassword } from '../api/password-recovery.ts';
import type { LoginState } from '../login-state.ts';
import { FormAlert } from './form/form-alert.tsx';
import { PasswordField } from './form/password-field.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { TextField } from './form/text-field.tsx';

const INVALID = API.passwordOrEmailInvalid;
const UNAVAILABLE = 'No es posible cambiar contraseña en este momento. Intenta más tarde.';

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

type UpdateValues = z.input<typeof updatePasswordSchema>;

/** Step 2: the temporary password from the e-mail and the new one; success goes to /login. */
export function NewPasswordStep({ email, notice }: { email: string; notice?: string }) {
  const navigate = useNavigate();
  const mutation = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdateValues, unknown, z.output<typeof updatePasswordSchema>>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { email_address: email, password: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      const state: LoginState = { notice: 'password-changed', email: values.email_address };
      navigate('/login', { state });
      toast.success(API.passwordUpdated);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message === INVALID) {
        setFailure(INVALID);
        form.setFocus('password');
        return;
      }
      navigate('/');
      toast.error(UNAVAILABLE);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField
        label="Email de tu cuenta"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email_address?.message}
        {...form.register('email_address')}
      />
      <PasswordField
        label="Contraseña temporal"
        autoComplete="one-time-code"
        hint="La que te enviamos por email. Vale por una hora."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        hint="Al menos 5 caracteres."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <SubmitButton pending={mutation.isPending} className="w-full">
        Cambiar contraseña
      </SubmitButton>
    </form>
  );
}
