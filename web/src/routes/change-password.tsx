import { PAGES } from '@tranquera/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthHeading, AuthLayout } from '../features/auth/components/auth-layout.tsx';
import { FormAlert } from '../components/ui/form/form-alert.tsx';
import { SendPasswordStep } from '../features/auth/components/password-recovery.tsx';
import { UpdatePasswordForm } from '../features/auth/components/update-password-form.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

interface RecoveryState {
  /** Login answered 'Cambio de contraseña necesario'. */
  passwordChangeRequired?: boolean;
  /** Step 1 just sent the e-mail. */
  sent?: boolean;
}

/**
 * Spec §2 two-step password recovery. The step and e-mail live in the query (?step=2&email=),
 * which is also what the recovery e-mail links to.
 */
export function ChangePasswordPage() {
  usePageMeta(PAGES.changePassword, { canonicalPath: PAGES.changePassword.link() });
  const [params, setParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as RecoveryState;
  const email = params.get('email') ?? '';
  const step = params.get('step') === '2' ? 2 : 1;

  return (
    <AuthLayout>
      <div className="flex flex-col gap-7">
        <div className="flex flex-col gap-4">
          <StepIndicator step={step} />
          {step === 1 ? (
            <AuthHeading title="Recuperar contraseña">
              Ingresá el email de tu cuenta y te enviaremos una contraseña temporal para que elijas una nueva.
            </AuthHeading>
          ) : (
            <AuthHeading title="Elegí una nueva contraseña">
              Ingresá la contraseña temporal que te enviamos por email y tu nueva contraseña.
            </AuthHeading>
          )}
        </div>
        {step === 1 ? (
          <SendPasswordStep
            defaultEmail={email}
            onSent={(sentTo) => setParams({ step: '2', email: sentTo }, { state: { sent: true } })}
          />
        ) : (
          <>
            {state.sent && (
              <FormAlert tone="success">
                Te enviamos una contraseña temporal a <strong>{email}</strong>. Revisá tu casilla de correo (y
                la carpeta de spam).
              </FormAlert>
            )}
            <UpdatePasswordForm
              key={email}
              purpose="recovery"
              email={email}
              notice={
                state.passwordChangeRequired
                  ? 'Ingresaste con una contraseña temporal: elegí una nueva para continuar.'
                  : undefined
              }
            />
          </>
        )}
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-stone-100 pt-6 text-center text-stone-600">
          {step === 2 && (
            <Link
              to={PAGES.changePassword.link({ email: email || undefined })}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Enviarme otra contraseña temporal
            </Link>
          )}
          <Link
            to={PAGES.login.link()}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Volver a iniciar sesión
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <p className="flex items-center gap-3 text-sm font-semibold text-stone-500">
      <span className="sr-only">Paso {step} de 2</span>
      {[1, 2].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={`h-1.5 w-10 rounded-full ${n <= step ? 'bg-brand-600' : 'bg-stone-200'}`}
        />
      ))}
      <span aria-hidden="true">Paso {step} de 2</span>
    </p>
  );
}
