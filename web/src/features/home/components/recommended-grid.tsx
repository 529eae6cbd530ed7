import { type Property, UI } from '@tranquera/contracts';
import { gridSizes } from '../../../lib/listing-images.ts';
import { PropertyCard } from '../../properties/components/property-card.tsx';

/** The page's padding (px-4, sm:px-6, lg:px-8) around one to four columns 1.5rem apart. */
const CARD_SIZES = gridSizes([
  { from: 0, columns: 1, outside: 32, gap: 24 },
  { from: 640, columns: 2, outside: 48, gap: 24 },
  { from: 768, columns: 3, outside: 48, gap: 24 },
  { from: 1024, columns: 4, outside: 64, gap: 24 },
]);

/**
 * Wide screens: every recommended listing but the last one (spec §2), up to four per row. Below
 * the hero and the categories, so no photo is loaded before it nears the screen.
 */
export function RecommendedGrid({ properties }: { properties: Property[] }) {
  const shown = properties.slice(0, -1);
  if (shown.length === 0) return <EmptyNotice text={UI.emptyGrid} />;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {shown.map((property) => (
        <li key={property._id}>
          <PropertyCard property={property} imageSizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyNotice({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-600">
      {text}
    </p>
  );
}
