import { type Property, UI } from '@tranquera/contracts';
import { PropertyCard } from '../../properties/components/property-card.tsx';

/** Wide screens: every recommended listing but the last one (spec §2), up to four per row. */
export function RecommendedGrid({ properties }: { properties: Property[] }) {
  const shown = properties.slice(0, -1);
  if (shown.length === 0) return <EmptyNotice text={UI.emptyGrid} />;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {shown.map((property) => (
        <li key={property._id}>
          <PropertyCard property={property} />
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
