import { PAGES } from '@tranquera/contracts';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../components/ui/icons.tsx';
import { useOwnProfile } from '../features/account/api/get-profile.ts';
import { AccountCard, AccountPage } from '../features/account/components/account-page.tsx';
import { ChangeEmailForm } from '../features/account/components/change-email-form.tsx';
import {
  ConfigurationMenu,
  isSettingsSection,
  SETTINGS_OPTIONS,
  type SettingsSection,
} from '../features/account/components/configuration-menu.tsx';
import { DeleteAccountSection } from '../features/account/components/delete-account-section.tsx';
import { FormAlert } from '../components/ui/form/form-alert.tsx';
import { UpdatePasswordForm } from '../features/auth/components/update-password-form.tsx';
import { useSession } from '../features/auth/session-context.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/**
 * Spec §2 configuration: a menu step, then the chosen form step. The step is in the query
 * (?section=) so the browser's back button returns to the menu.
 */
export function ConfigurationPage() {
  usePageMeta(PAGES.configuration);
  const [params] = useSearchParams();
  const section = params.get('section');
  return (
    <AccountPage title="Configuración" description="Tu email de ingreso, tu contraseña y tu cuenta.">
      <div className="max-w-2xl">
        {isSettingsSection(section) ? <SettingsStep section={section} /> : <ConfigurationMenu />}
      </div>
    </AccountPage>
  );
}

function SettingsStep({ section }: { section: SettingsSection }) {
  const { session } = useSession();
  const user = session?.user;
  // The token's copy of the e-mail may predate a confirmed change; the profile is current.
  const { data: profile } = useOwnProfile(user?._id ?? '');
  const option = SETTINGS_OPTIONS.find((o) => o.section === section)!;
  if (!user) return null;
  const accountEmail = profile?.email_address ?? user.email_address;
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={PAGES.configuration.link()}
        className="inline-flex items-center gap-2 self-start rounded-full py-1 pr-3 font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Volver a Configuración
      </Link>
      <AccountCard title={option.title} description={option.description}>
        {section === 'email' && (
          <ChangeEmailForm key={accountEmail} userId={user._id} accountEmail={accountEmail} />
        )}
        {section === 'password' && (
          <div className="flex flex-col gap-5">
            {profile?.has_password === false && (
              <FormAlert tone="info">
                Ingresás con Google y tu cuenta todavía no tiene contraseña. Para crear una, usá{' '}
                <Link
                  to={PAGES.changePassword.link({ email: accountEmail })}
                  className="font-semibold underline"
                >
                  ¿Olvidaste tu contraseña?
                </Link>
              </FormAlert>
            )}
            <UpdatePasswordForm key={accountEmail} purpose="settings" email={accountEmail} />
          </div>
        )}
        {section === 'delete' && <DeleteAccountSection userId={user._id} />}
      </AccountCard>
    </div>
  );
}
