import { PAGES, UI } from '@tranquera/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../lib/toast.ts';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/auth/session-context.tsx';
import { propertyQuery } from '../features/properties/api/get-property.ts';
import { ListingEditor } from '../features/publish/components/listing-editor.tsx';
import { PublishPageFrame } from '../features/publish/components/publish-page-frame.tsx';
import { listingFormFromProperty } from '../features/publish/listing-form-schema.ts';
import { ApiError } from '../lib/api-client.ts';
import { usePageMeta } from '../lib/page-meta.ts';

const CANNOT_EDIT = 'No es posible editar el anuncio en este momento.';

/**
 * Spec §2 /edit-property/{id} (protected): loads the listing fresh and prefills the form. Not
 * found, or someone else's, goes home with the not-found toast; any other failure too (§8).
 */
export function EditPropertyPage() {
  usePageMeta(PAGES.editProperty);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  // Asked again even after a recent 404: the listing page's was a visitor's, not the owner's.
  const query = useQuery({ ...propertyQuery(id), refetchOnMount: 'always', retryOnMount: true });
  const property = query.isFetchedAfterMount ? query.data : undefined;
  const notOwn = property !== undefined && property.user_id._id !== session?.user._id;
  const failure = query.isError
    ? query.error instanceof ApiError && query.error.status === 404
      ? UI.propertyNotFoundToast
      : CANNOT_EDIT
    : notOwn
      ? UI.propertyNotFoundToast
      : null;

  useEffect(() => {
    if (!failure) return;
    // A fixed id keeps the toast single if the effect runs twice.
    toast.error(failure, { id: 'edit-property-failed' });
    navigate(PAGES.home.link(), { replace: true });
  }, [failure, navigate]);

  return (
    <PublishPageFrame
      eyebrow="Mis Anuncios"
      title="Editar anuncio"
      description="Actualizá los datos, el precio o las fotos. Los cambios se ven en cuanto guardás."
    >
      {property && !notOwn ? (
        <ListingEditor
          key={property._id}
          initial={listingFormFromProperty(property)}
          propertyId={property._id}
          submitLabel="Editar anuncio"
          cancelTo={PAGES.propertyDetail.link(property._id)}
        />
      ) : (
        <Spinner label="Cargando el anuncio…" />
      )}
    </PublishPageFrame>
  );
}
