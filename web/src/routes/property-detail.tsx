import { PAGES, type Property, summarize, UI } from '@tranquera/contracts';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useProperty } from '../features/properties/api/get-property.ts';
import { PropertyDetailView } from '../features/property-detail/components/property-detail-view.tsx';
import { isNotFoundError } from '../lib/api-client.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { NotFoundPage } from './not-found.tsx';

const FALLBACK_DESCRIPTION =
  'Campo publicado en venta o alquiler: fotos, superficie, precio y contacto directo.';

/** Spec §4: loading, then loaded, or failed and redirected home with a toast (§8). */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending, isError, error } = useProperty(id);

  useEffect(() => {
    if (!isError) return;
    // A fixed id keeps the toast single even if the effect runs twice.
    toast.error(UI.propertyNotFoundToast, { id: 'property-not-found' });
    navigate(PAGES.home.link(), { replace: true });
  }, [isError, navigate]);

  // The server answers an unknown listing with 404 and the 404 page (for crawlers and before the
  // JavaScript runs); the browser then says so in a toast and goes home (spec §8).
  if (isError && isNotFoundError(error)) return <NotFoundPage />;
  if (isPending || isError) return <Spinner />;
  if (!data) {
    return (
      <p className="mx-auto max-w-xl px-6 py-20 text-center text-lg text-stone-600">{UI.propertyNoData}</p>
    );
  }
  return <LoadedProperty property={data} />;
}

function LoadedProperty({ property }: { property: Property }) {
  usePageMeta(PAGES.propertyDetail, {
    title: property.listing_title,
    description: summarize(property.description) || FALLBACK_DESCRIPTION,
    canonicalPath: PAGES.propertyDetail.link(property._id),
  });
  return <PropertyDetailView property={property} />;
}
