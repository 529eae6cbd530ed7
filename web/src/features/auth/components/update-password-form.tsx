import { zodResolver } from '@hookform/resolvers/zod';
import { API, PAGES, updatePasswordSchema } from '@tranquera/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { PasswordField } from '../../../components/ui/form/password-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdatePassword } from '../api/password-recovery.ts';
import type { LoginState } from '../login-state.ts';
import { useSession } from '../session-context.tsx';

// The two places a new password is chosen, with what proves the old one: the temporary password
// of the recovery e-mail (spec §2 change password, step 2), or the current one in the settings
// (spec §4/§8), which also ends the session here.
const purposes = {
  recovery: {
    emailLabel: 'Email de tu cuenta',
    passwordLabel: 'Contraseña temporal',
    passwordAutoComplete: 'one-time-code',
    passwordHint: 'La que te enviamos por email. Vale por una hora.',
    newPasswordHint: 'Al menos 5 caracteres.',
    unavailable: 'No es posible cambiar contraseña en este momento. Intenta más tarde.',
    submitClassName: 'w-full',
    endsSession: false,
  },
  settings: {
    emailLabel: 'Email',
    passwordLabel: 'Contraseña actual',
    passwordAutoComplete: 'current-password',
    passwordHint: undefined,
    newPasswordHint: 'Al menos 5 caracteres. Vas a tener que volver a iniciar sesión.',
    unavailable: 'No es posible cambiar contraseña en este momento',
    submitClassName: 'w-full sm:w-auto sm:self-end',
    endsSession: true,
  },
} as const;

type Values = z.input<typeof updatePasswordSchema>;

interface UpdatePasswordFormProps {
  purpose: keyof typeof purposes;
  email: string;
  /** Why the user is here, shown above the fields. */
  notice?: string;
}

/**
 * E-mail, old password and new password. Success revokes every session (the server bumps the
 * token version), so it goes to /login; a wrong password or e-mail is said inline (spec §8).
 */
export function UpdatePasswordForm({ purpose, email, notice }: UpdatePasswordFormProps) {
  const texts = purposes[purpose];
  const navigate = useNavigate();
  const { logout } = useSession();
  const mutation = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof updatePasswordSchema>>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { email_address: email, password: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      const state: LoginState = { notice: 'password-changed', email: values.email_address };
      if (texts.endsSession) logout();
      navigate(PAGES.login.link(), { replace: texts.endsSession, state });
      toast.success(API.passwordUpdated);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message === API.passwordOrEmailInvalid) {
        setFailure(API.passwordOrEmailInvalid);
        form.setFocus('password');
        return;
      }
      navigate(PAGES.home.link());
      toast.error(texts.unavailable);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField
        label={texts.emailLabel}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email_address?.message}
        {...form.register('email_address')}
      />
      <PasswordField
        label={texts.passwordLabel}
        autoComplete={texts.passwordAutoComplete}
        hint={texts.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        hint={texts.newPasswordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <SubmitButton pending={mutation.isPending} className={texts.submitClassName}>
        Cambiar contraseña
      </SubmitButton>
    </form>
  );
}
