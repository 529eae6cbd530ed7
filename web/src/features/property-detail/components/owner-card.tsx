import { PAGES } from '@tranquera/contracts';
import type { ListingOwner, Property } from '@tranquera/contracts';
import { Link } from 'react-router';
import { contactPropertyLink, rememberContactProperty } from '../../../lib/contact-property.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ChatIcon } from './icons.tsx';

interface OwnerCardProps {
  owner: ListingOwner;
  property: Pick<Property, '_id' | 'listing_title'>;
  isOwner: boolean;
}

const secondaryButton =
  'mt-5 flex w-full items-center justify-center gap-2 rounded-full border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-800 transition hover:bg-brand-50';

/** Who publishes the listing, with the way to reach them (spec §2). */
export function OwnerCard({ owner, property, isOwner }: OwnerCardProps) {
  const name = `${owner.first_name} ${owner.last_name}`.trim();
  return (
    <section
      aria-labelledby="owner-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="owner-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-500">
        Publicado por
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar src={owner.profile_image} initialsOf={owner} size={56} className="shadow-sm" />
        <div className="min-w-0">
          <Link
            to={PAGES.userPage.link(owner.username)}
            className="block truncate text-lg font-semibold text-stone-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          <p className="truncate text-sm text-stone-500">@{owner.username}</p>
        </div>
      </div>
      {isOwner ? (
        <Link to={PAGES.profile.link()} className={secondaryButton}>
          Mi perfil
        </Link>
      ) : (
        <Link
          to={contactPropertyLink(PAGES.message.link(owner._id), property._id)}
          onClick={() => rememberContactProperty({ id: property._id, listing_title: property.listing_title })}
          className={secondaryButton}
        >
          <ChatIcon />
          Contactar
        </Link>
      )}
    </section>
  );
}
