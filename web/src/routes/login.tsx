import { PAGES } from '@tranquera/contracts';
import { Link, useLocation } from 'react-router';
import { AuthHeading, AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { FormAlert } from '../components/ui/form/form-alert.tsx';
import { FormSeparator, GoogleSignIn } from '../features/auth/components/google-sign-in.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { type LoginState, readLoginState, returnPath } from '../features/auth/login-state.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { siteConfig } from '../lib/site-config.ts';

const NOTICES = {
  registered: '¡Tu cuenta está lista! Iniciá sesión para empezar.',
  'password-changed': 'Actualizaste tu contraseña. Iniciá sesión con la nueva.',
  'email-changed': 'Actualizaste tu email. Iniciá sesión con la nueva dirección.',
} as const;

function noticeFor(state: LoginState, returnTo: string | null): string | null {
  if (state.notice) return NOTICES[state.notice];
  if (state.expired) return 'Tu sesión venció. Iniciá sesión de nuevo para continuar.';
  return returnTo ? 'Iniciá sesión para continuar.' : null;
}

/** Spec §2 login: social block, separator, the form, and the links to sign up and recover. */
export function LoginPage() {
  usePageMeta(PAGES.login, {
    description: `Ingresá a tu cuenta de ${siteConfig.siteName} para publicar campos y responder mensajes.`,
    canonicalPath: PAGES.login.link(),
  });
  const location = useLocation();
  const state = readLoginState(location.state);
  const returnTo = returnPath(state);
  const notice = noticeFor(state, returnTo);
  return (
    <AuthLayout>
      <div className="flex flex-col gap-7">
        <AuthHeading title={`Iniciar sesión en ${siteConfig.siteName}`}>
          Ingresá para publicar tus campos, responder mensajes y gestionar tu cuenta.
        </AuthHeading>
        {notice && <FormAlert tone={state.notice ? 'success' : 'info'}>{notice}</FormAlert>}
        <GoogleSignIn mode="login" returnTo={returnTo} />
        <FormSeparator>o con tu email</FormSeparator>
        <LoginForm returnTo={returnTo} defaultLogin={state.email} />
        <p className="border-t border-stone-100 pt-6 text-center text-stone-600">
          ¿Todavía no tenés cuenta?{' '}
          <Link
            to={PAGES.signup.link()}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Crear una cuenta nueva
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
