import { zodResolver } from '@hookform/resolvers/zod';
import { API, type LoginInput, loginSchema, PAGES } from '@tranquera/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { looksLikeEmail } from '../login-state.ts';
import { sessionFromToken } from '../session.ts';
import { useSession } from '../session-context.tsx';
import { SIGNED_IN, signInErrorToast, signInSuccessToast } from '../sign-in-toast.ts';
import { PasswordField } from '../../../components/ui/form/password-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const INVALID_CREDENTIALS = 'Usuario y/o contraseña inválidos.';
const LOGIN_UNAVAILABLE = 'No es posible loguearse en este momento. Intenta de nuevo más tarde.';

/** Spec §4 login: the four outcomes of POST /api/users/login. */
export function LoginForm({
  returnTo,
  defaultLogin = '',
}: {
  returnTo: string | null;
  defaultLogin?: string;
}) {
  const navigate = useNavigate();
  const { setSession } = useSession();
  const mutation = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email_address: defaultLogin, password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await mutation.mutateAsync(values);
      const session = response.token ? sessionFromToken(response.token) : null;
      if (response.message === API.loginOk && session) {
        setSession(session);
        navigate(returnTo ?? PAGES.listingProperties.link(), { replace: true });
        signInSuccessToast(SIGNED_IN);
        return;
      }
      if (response.message === API.passwordChangeRequired) {
        const email = looksLikeEmail(values.email_address) ? values.email_address.trim() : '';
        const query = new URLSearchParams({ step: '2', ...(email ? { email } : {}) });
        // The recovery page shows the notice beside the form that resolves it.
        navigate(PAGES.changePassword.link(query.toString()), { state: { passwordChangeRequired: true } });
        return;
      }
      throw new Error(`unexpected login answer: ${response.message}`);
    } catch (error) {
      if (error instanceof ApiError && error.message === API.loginFailed) {
        form.setError('email_address', { message: INVALID_CREDENTIALS });
        form.setError('password', { message: INVALID_CREDENTIALS }, { shouldFocus: true });
        return;
      }
      navigate(PAGES.home.link());
      signInErrorToast(LOGIN_UNAVAILABLE);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email o nombre de usuario"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email_address?.message}
        {...form.register('email_address')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link
            to={PAGES.changePassword.link()}
            className="text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
          >
            ¿Olvidaste tu contraseña?
          </Link>
        }
        {...form.register('password')}
      />
      <SubmitButton pending={mutation.isPending} className="mt-1 w-full">
        Iniciar sesión
      </SubmitButton>
    </form>
  );
}
