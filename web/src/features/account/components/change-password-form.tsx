import { zodResolver } from '@hookform/resolvers/zod';
import { API, updatePasswordSchema } from '@tranquera/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { FormAlert } from '../../auth/components/form/form-alert.tsx';
import { PasswordField } from '../../auth/components/form/password-field.tsx';
import { SubmitButton } from '../../auth/components/form/submit-button.tsx';
import { TextField } from '../../auth/components/form/text-field.tsx';
import type { LoginState } from '../../auth/login-state.ts';
import { useSession } from '../../auth/session-context.tsx';
import { useChangePassword } from '../api/account-settings.ts';

const UNAVAILABLE = 'No es posible cambiar contraseña en este momento';

type Values = z.input<typeof updatePasswordSchema>;

/**
 * Spec §4/§8 password change in settings: e-mail, current and new password. Success revokes
 * every session (the server bumps the token version), so the user signs in again.
 */
export function ChangePasswordForm({ accountEmail }: { accountEmail: string }) {
  const navigate = useNavigate();
  const { logout } = useSession();
  const mutation = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof updatePasswordSchema>>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { email_address: accountEmail, password: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      const state: LoginState = { notice: 'password-changed', email: values.email_address };
      logout();
      navigate('/login', { replace: true, state });
      toast.success(API.passwordUpdated);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message === API.passwordOrEmailInvalid) {
        setFailure(API.passwordOrEmailInvalid);
        form.setFocus('password');
        return;
      }
      navigate('/');
      toast.error(UNAVAILABLE);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email_address?.message}
        {...form.register('email_address')}
      />
      <PasswordField
        label="Contraseña actual"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        hint="Al menos 5 caracteres. Vas a tener que volver a iniciar sesión."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <SubmitButton pending={mutation.isPending} className="w-full sm:w-auto sm:self-end">
        Cambiar contraseña
      </SubmitButton>
    </form>
  );
}
