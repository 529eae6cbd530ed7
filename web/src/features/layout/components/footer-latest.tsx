import { FOOTER_LATEST, PAGES, type Property } from '@tranquera/contracts';
import { formatHectares } from '../../../lib/format.ts';
import { newestFirst } from '../../../lib/timestamps.ts';
import { useRecommended } from '../../properties/api/get-recommended.ts';
import { FooterLink } from './footer-link.tsx';

/** The newest of the recommended listings ('Últimos anuncios', spec §2). */
export function latestListings(properties: Property[]): Property[] {
  return [...properties].sort((a, b) => newestFirst(a.created_at, b.created_at)).slice(0, FOOTER_LATEST);
}

export function FooterLatest() {
  const { data, isPending } = useRecommended();
  if (isPending) {
    return (
      <ul className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: FOOTER_LATEST }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={i} className="h-9 animate-pulse rounded bg-white/10" />
        ))}
      </ul>
    );
  }
  const latest = latestListings(data ?? []);
  if (latest.length === 0)
    return <p className="text-sm text-brand-100/70">Pronto vas a ver acá los campos más nuevos.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {latest.map((property) => (
        <li key={property._id}>
          <FooterLink to={PAGES.propertyDetail.link(property._id)} className="group block">
            <span className="line-clamp-1 text-sm font-medium text-brand-50 group-hover:underline">
              {property.listing_title}
            </span>
            <span className="block text-xs text-brand-100/70">
              {property.state} · {formatHectares(property.hectares)}
            </span>
          </FooterLink>
        </li>
      ))}
    </ul>
  );
}
