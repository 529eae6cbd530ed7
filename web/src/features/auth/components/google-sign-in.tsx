import { API, PAGES } from '@tranquera/contracts';
import { useId } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useNavigate } from 'react-router';
import { siteConfig } from '../../../lib/site-config.ts';
import { useSession } from '../session-context.tsx';
import { SIGNED_IN, signInSuccessToast } from '../sign-in-toast.ts';
import { useGoogleSignIn } from '../use-google-sign-in.ts';
import { GoogleMark } from './auth-icons.tsx';

const POPUP_BLOCKED =
  'Tu navegador bloqueó la ventana de Google. Permití las ventanas emergentes e intentá de nuevo.';

const LABELS = { login: 'Iniciar sesión con Google', register: 'Registrarse con Google' } as const;

/**
 * The social-login block (spec §2) in login or register mode. When the server has no Google
 * credentials the button stays visible but disabled, with the reason under it.
 */
export function GoogleSignIn({ mode, returnTo }: { mode: keyof typeof LABELS; returnTo?: string | null }) {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const open = useGoogleSignIn((session) => {
    setSession(session);
    navigate(returnTo ?? PAGES.listingProperties.link(), { replace: true });
    signInSuccessToast(SIGNED_IN);
  });
  const enabled = siteConfig.googleEnabled;
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={!enabled}
        aria-describedby={enabled ? undefined : reasonId}
        onClick={() => {
          if (!open()) toast.error(POPUP_BLOCKED);
        }}
        className="inline-flex w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-5 py-3 text-base font-semibold text-stone-800 shadow-sm transition hover:border-stone-400 hover:bg-stone-50 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 disabled:shadow-none"
      >
        <GoogleMark className={`h-5 w-5 ${enabled ? '' : 'opacity-50 grayscale'}`} />
        {LABELS[mode]}
      </button>
      {!enabled && (
        <p id={reasonId} className="text-center text-sm text-stone-600">
          {API.googleNotConfigured}
        </p>
      )}
    </div>
  );
}

export function FormSeparator({ children }: { children: string }) {
  return (
    <div className="flex items-center gap-4 text-sm text-stone-500">
      <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
      {children}
      <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
    </div>
  );
}
