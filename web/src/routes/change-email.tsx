import { API, PAGES } from '@tranquera/contracts';
import { useEffect, useRef } from 'react';
import { toast } from '../lib/toast.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { confirmEmailChange } from '../features/account/api/account-settings.ts';
import { getSessionSnapshot } from '../features/auth/session.ts';
import { useSession } from '../features/auth/session-context.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

const CONFIRMED = 'Tu email ha sido actualizado con éxito';
const CONFIRM_FAILED = 'Se ha producido un error inesperado.';
const SIGN_IN_AGAIN = 'Iniciá sesión con tu nuevo email.';
const MISSING_PARAMS = 'Algo salió mal. No es posible visualizar contenido.';

/**
 * Spec §2 e-mail confirmation: the link from the e-mail opens this page, which completes the
 * change on load and goes home. A signed-in session of that same user is ended: its token
 * still names the old address, and the e-mail is what the user signs in with.
 */
export function ChangeEmailPage() {
  usePageMeta(PAGES.changeEmail);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const mail = params.get('mail');
  const usr = params.get('usr');
  const navigate = useNavigate();
  const { logout } = useSession();
  const started = useRef(false);
  const complete = Boolean(id && mail && usr);

  useEffect(() => {
    if (!complete || started.current) return;
    started.current = true; // the link is single-use: never confirm twice
    confirmEmailChange(id, mail!, usr!)
      .then((response) => {
        if (response.message !== API.emailUpdated) throw new Error(response.message);
        const signedOut = getSessionSnapshot().session?.user._id === id;
        if (signedOut) logout();
        navigate(PAGES.home.link(), { replace: true });
        toast.success(CONFIRMED);
        if (signedOut) toast(SIGN_IN_AGAIN);
      })
      .catch(() => {
        navigate(PAGES.home.link(), { replace: true });
        toast.error(CONFIRM_FAILED);
      });
  }, [complete, id, mail, usr, navigate, logout]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-6 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Confirmación de email</h1>
      {complete ? (
        <>
          <Spinner label="Confirmando tu nuevo email…" />
          <p aria-hidden="true" className="text-stone-600">
            Confirmando tu nuevo email…
          </p>
        </>
      ) : (
        <>
          <p role="alert" className="text-lg text-stone-700">
            {MISSING_PARAMS}
          </p>
          <Link to={PAGES.home.link()} className={buttonStyles('primary', 'md')}>
            Ir a Inicio
          </Link>
        </>
      )}
    </div>
  );
}
