import { IMAGE_SIZES, imageVariant, PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import type { RecipientListing, RecipientPerson } from '../api/get-message-recipient.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** Who the message goes to and, when there is one, the listing it is about. */
export function RecipientSummary({
  person,
  listing,
}: {
  person: RecipientPerson | null;
  listing: RecipientListing | null;
}) {
  if (!person && !listing) return null;
  const { width, height } = IMAGE_SIZES.thumb;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-stretch">
      {person && (
        <div className="flex items-center gap-3 rounded-2xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200 sm:min-w-56">
          <Avatar src={person.image} size={44} className="bg-stone-100" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Para</p>
            <Link
              to={PAGES.userPage.link(person.username)}
              className="block truncate font-semibold text-stone-900 hover:text-brand-700 hover:underline"
            >
              {person.name}
            </Link>
          </div>
        </div>
      )}
      {listing && (
        <Link
          to={PAGES.propertyDetail.link(listing.id)}
          className="group flex min-w-0 flex-1 items-center gap-3 rounded-2xl bg-stone-50 p-2 pr-4 ring-1 ring-stone-200 transition hover:bg-brand-50 hover:ring-brand-200"
        >
          <img
            src={imageVariant(listing.image, 'thumb')}
            alt=""
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            className="h-14 w-20 shrink-0 rounded-xl bg-stone-200 object-cover"
          />
          <span className="flex min-w-0 flex-col">
            <span className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
              Sobre el campo
            </span>
            <span className="line-clamp-2 font-semibold leading-snug text-stone-900 group-hover:text-brand-800">
              {listing.title}
            </span>
            {listing.place && <span className="truncate text-sm text-stone-500">{listing.place}</span>}
          </span>
        </Link>
      )}
    </div>
  );
}
