import { zodResolver } from '@hookform/resolvers/zod';
import { API, PAGES, PROFILE_TYPES, registerSchema, suggestUsername, VALIDATION } from '@tranquera/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import type { LoginState } from '../login-state.ts';
import { CheckboxField } from '../../../components/ui/form/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { PasswordField } from '../../../components/ui/form/password-field.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const REGISTER_FAILED = 'No se ha podido completar el registro. Intenta de nuevo más tarde.';
const REGISTERED = 'Te registraste con éxito. Ya podés iniciar sesión.';

// The registration payload without the username (generated on submit, spec §3) plus the policy
// checkbox, which is required but not sent.
const signupSchema = z
  .object(registerSchema.shape)
  .omit({ username: true })
  .extend({ policy: z.boolean().refine(Boolean, { error: VALIDATION.acceptPolicy }) })
  .refine((data) => data.password === data.passwordConfirmed, {
    error: VALIDATION.passwordsDontMatch,
    path: ['passwordConfirmed'],
  });
type SignupValues = z.input<typeof signupSchema>;

const linkStyles = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Spec §2 registration form; spec §4: success goes to /login, an explicit failure shows inline. */
export function SignupForm() {
  const navigate = useNavigate();
  const mutation = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      email_address: '',
      first_name: '',
      last_name: '',
      profile: '',
      password: '',
      passwordConfirmed: '',
      accept_emails_from_admin: true,
      policy: false,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ policy: _accepted, ...values }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({
        ...values,
        username: suggestUsername(values.first_name, values.last_name),
      });
      const state: LoginState = { notice: 'registered', email: values.email_address };
      navigate(PAGES.login.link(), { state });
      toast.success(REGISTERED);
    } catch (error) {
      const reason =
        error instanceof ApiError && error.body && typeof error.body === 'object' && 'reason' in error.body
          ? String(error.body.reason)
          : null;
      if (reason === API.registerEmailTaken) {
        form.setError('email_address', { message: reason }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure(error.message);
      } else {
        setFailure(reason ?? REGISTER_FAILED);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email_address?.message}
        {...form.register('email_address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nombre"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label="Apellido"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      <SelectField
        label="Tipo de perfil"
        hint="Opcional: ayuda a que otros sepan con quién hablan."
        error={errors.profile?.message}
        {...form.register('profile')}
      >
        <option value="">Sin especificar</option>
        {PROFILE_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="Contraseña"
          autoComplete="new-password"
          hint="Al menos 5 caracteres."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Repetir contraseña"
          autoComplete="new-password"
          error={errors.passwordConfirmed?.message}
          {...form.register('passwordConfirmed')}
        />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
        <CheckboxField
          label="Quiero recibir por email novedades y oportunidades del equipo."
          {...form.register('accept_emails_from_admin')}
        />
        <CheckboxField
          label={
            <>
              Leí y acepto los{' '}
              <Link to={PAGES.termsOfService.link()} target="_blank" className={linkStyles}>
                términos y condiciones
              </Link>{' '}
              y la{' '}
              <Link to={PAGES.privacyPolicy.link()} target="_blank" className={linkStyles}>
                política de privacidad
              </Link>
              <span className="sr-only"> (se abren en una pestaña nueva)</span>.
            </>
          }
          error={errors.policy?.message}
          {...form.register('policy')}
        />
      </div>
      <SubmitButton pending={mutation.isPending} className="w-full">
        Crear cuenta
      </SubmitButton>
    </form>
  );
}
