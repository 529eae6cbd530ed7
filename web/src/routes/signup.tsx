import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { AuthHeading, AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { FormSeparator, GoogleSignIn } from '../features/auth/components/google-sign-in.tsx';
import { SignupForm } from '../features/auth/components/signup-form.tsx';
import { SignupWelcome } from '../features/auth/components/signup-welcome.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { siteConfig } from '../lib/site-config.ts';

/** Spec §2 signup: welcome, report document and commercial contact beside the registration form. */
export function SignupPage() {
  usePageMeta(PAGES.signup, {
    description: `Registrate gratis en ${siteConfig.siteName} para publicar y buscar campos.`,
    canonicalPath: PAGES.signup.link(),
  });
  return (
    <AuthLayout aside={<SignupWelcome />} asideOnPhones>
      <div className="flex flex-col gap-7">
        <AuthHeading title="Crear una cuenta">Completá tus datos y empezá a publicar en minutos.</AuthHeading>
        <GoogleSignIn mode="register" />
        <FormSeparator>o con tu email</FormSeparator>
        <SignupForm />
        <p className="border-t border-stone-100 pt-6 text-center text-stone-600">
          ¿Ya tenés cuenta?{' '}
          <Link
            to={PAGES.login.link()}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Iniciar sesión
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
