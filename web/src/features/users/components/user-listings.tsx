import { UI } from '@tranquera/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { gridSizes } from '../../../lib/listing-images.ts';
import { useUserProperties } from '../../properties/api/get-user-properties.ts';
import { cardPhotoLoading, PropertyCard } from '../../properties/components/property-card.tsx';

/** The page's padding (px-4, sm:px-6, lg:px-8) around one to four columns 1.5rem apart. */
const CARD_SIZES = gridSizes([
  { from: 0, columns: 1, outside: 32, gap: 24 },
  { from: 640, columns: 2, outside: 48, gap: 24 },
  { from: 1024, columns: 3, outside: 64, gap: 24 },
  { from: 1280, columns: 4, outside: 64, gap: 24 },
]);

/** The first row on a wide screen: its photos load first, the rest as they near the screen. */
const PRIORITY_CARDS = 4;

interface UserListingsProps {
  userId: string;
  name: string;
}

export function UserListings({ userId, name }: UserListingsProps) {
  const { data, isPending, isError } = useUserProperties(userId);
  return (
    <section aria-labelledby="user-listings-heading" className="flex flex-col gap-6">
      <h2 id="user-listings-heading" className="text-2xl font-bold text-stone-900">
        Campos publicados
      </h2>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
          {UI.myListingsError}
        </p>
      ) : data.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
          {UI.userNoListings(name)}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.map((property, index) => (
            <li key={property._id}>
              <PropertyCard
                property={property}
                imageSizes={CARD_SIZES}
                photoLoading={cardPhotoLoading(index, PRIORITY_CARDS)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
