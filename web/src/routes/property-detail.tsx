import { PAGES, type Property, summarize, UI } from '@tranquera/contracts';
import { memo, useEffect } from 'react';
import { toast } from '../lib/toast.ts';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/auth/session-context.tsx';
import { useProperty, usePropertyAsViewer } from '../features/properties/api/get-property.ts';
import { PropertyDetailView } from '../features/property-detail/components/property-detail-view.tsx';
import { isNotFoundError } from '../lib/api-client.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { notFound as notFoundPage } from './route-tree.tsx';

const FALLBACK_DESCRIPTION =
  'Campo publicado en venta o alquiler: fotos, superficie, precio y contacto directo.';

/**
 * Spec §4: loading, then loaded, or failed and redirected home with a toast (§8). Only active
 * listings are public, and the server renders the page for a visitor: when that answer was 404
 * and someone is signed in, the listing is asked for again with their token, so its owner (or
 * the team) sees it with a banner saying why the public does not.
 */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  // The session is known only after hydration: until then this page is the server's (the 404 page).
  const hydrated = useHydrated();
  const main = useProperty(id);
  const notFound = main.isError && isNotFoundError(main.error);
  const askAsViewer = notFound && session !== null;
  const asViewer = usePropertyAsViewer(id, session?.user._id, askAsViewer);
  // After a 404, what the main query may still hold is outdated: the viewer's answer replaces it.
  const property = askAsViewer ? asViewer.data : main.data;
  const failed = main.isError && (!notFound || (hydrated && (session === null || asViewer.isError)));

  useEffect(() => {
    if (!failed) return;
    // A fixed id keeps the toast single even if the effect runs twice.
    toast.error(UI.propertyNotFoundToast, { id: 'property-not-found' });
    navigate(PAGES.home.link(), { replace: true });
  }, [failed, navigate]);

  if (property) return <LoadedProperty property={property} />;
  if (notFound) {
    // The server answers an unknown (or hidden) listing with 404 and the 404 page (for crawlers
    // and before the JavaScript runs); the browser then says so in a toast and goes home (§8).
    if (!askAsViewer || asViewer.isError) return <notFoundPage.Page />;
    if (asViewer.isPending) return <Spinner />;
  } else if (main.isPending || main.isError) {
    return <Spinner />;
  }
  return (
    <p className="mx-auto max-w-xl px-6 py-20 text-center text-lg text-stone-600">{UI.propertyNoData}</p>
  );
}

/**
 * Memoised: the page renders again right after hydration (`useHydrated` turns true), and the
 * listing, unchanged, need not (a slow phone spent ~25 ms in one block re-rendering it).
 */
const LoadedProperty = memo(function LoadedProperty({ property }: { property: Property }) {
  usePageMeta(PAGES.propertyDetail, {
    title: property.listing_title,
    description: summarize(property.description) || FALLBACK_DESCRIPTION,
    canonicalPath: PAGES.propertyDetail.link(property._id),
  });
  return <PropertyDetailView property={property} />;
});
