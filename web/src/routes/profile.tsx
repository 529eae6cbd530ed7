import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { ArrowRightIcon } from '../components/ui/icons.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useOwnProfile } from '../features/account/api/get-profile.ts';
import { AccountPage } from '../features/account/components/account-page.tsx';
import { ProfileForm } from '../features/account/components/profile-form.tsx';
import { FormAlert } from '../components/ui/form/form-alert.tsx';
import { useSession } from '../features/auth/session-context.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

const LOAD_FAILED = 'No pudimos cargar tu perfil. Intenta de nuevo más tarde.';

/** Spec §2 own profile (protected). */
export function ProfilePage() {
  usePageMeta(PAGES.profile);
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  const { data: profile, isPending, isError } = useOwnProfile(userId);
  return (
    <AccountPage
      title="Mi perfil"
      description="Así te ven compradores y vendedores en tus anuncios y en tu página pública."
      actions={
        session && (
          <Link
            to={PAGES.userPage.link(session.user.username)}
            className={`${buttonStyles('secondary', 'md')} self-start`}
          >
            Ver mi página pública
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        )
      }
    >
      {isPending ? (
        <Spinner label="Cargando tu perfil…" />
      ) : isError || !profile ? (
        <FormAlert tone="error">{LOAD_FAILED}</FormAlert>
      ) : (
        <ProfileForm key={profile._id} profile={profile} />
      )}
    </AccountPage>
  );
}
