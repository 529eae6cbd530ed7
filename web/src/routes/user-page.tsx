import { NOT_FOUND_TITLE, PAGES, type PublicUser, summarize, UI } from '@tranquera/contracts';
import { Link, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/auth/session-context.tsx';
import { useUserProperties } from '../features/properties/api/get-user-properties.ts';
import { isUserNotFound, usePublicUser } from '../features/users/api/get-user.ts';
import { UserListings } from '../features/users/components/user-listings.tsx';
import { UserProfileHeader } from '../features/users/components/user-profile-header.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** Spec §2 public seller page; never shows phone or e-mail (the API does not send them). */
export function UserPage() {
  const { username = '' } = useParams();
  const { data: user, isPending, error } = usePublicUser(username);
  if (isPending) return <Spinner />;
  if (error) return <UserUnavailable notFound={isUserNotFound(error)} />;
  if (!user) return <UserUnavailable notFound />;
  return <UserProfile user={user} />;
}

function UserProfile({ user }: { user: PublicUser }) {
  const { session } = useSession();
  const { data: listings } = useUserProperties(user._id);
  const name = `${user.first_name} ${user.last_name}`.trim();
  usePageMeta(PAGES.userPage, {
    title: name,
    description: summarize(user.description || `Campos publicados por ${name}.`),
    canonicalPath: PAGES.userPage.link(user.username),
  });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <UserProfileHeader
        user={user}
        isSelf={session?.user._id === user._id}
        listingCount={listings?.length}
      />
      <UserListings userId={user._id} name={name} />
    </div>
  );
}

function UserUnavailable({ notFound }: { notFound: boolean }) {
  usePageMeta(PAGES.userPage, { title: notFound ? NOT_FOUND_TITLE.user : 'Error' });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{notFound ? UI.userNotFound : UI.userLoadError}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={PAGES.home.link()}
          className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Volver al inicio
        </Link>
        <Link
          to={PAGES.listingProperties.link()}
          className="rounded-full border-2 border-brand-700 px-6 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Buscar campos
        </Link>
      </div>
    </div>
  );
}
