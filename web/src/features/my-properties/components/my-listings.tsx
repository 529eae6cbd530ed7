import { PAGES, type PropertySummary, UI } from '@tranquera/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { PlusIcon } from '../../publish/components/publish-icons.tsx';
import { useDeleteListing } from '../api/delete-listing.ts';
import { useOwnListings } from '../api/own-listings.ts';
import { FeatureListingDialog } from './feature-listing-dialog.tsx';
import { MyListingCard, type OwnListing } from './my-listing-card.tsx';

const DELETED = 'Se ha eliminado el anuncio con éxito';
const DELETE_FAILED = 'Ha ocurrido un error al eliminar el anuncio. Prueba de nuevo más tarde.';

/** Spec §2 my listings: the grid, its empty state and errors (§8), delete with confirmation. */
export function MyListings({ userId }: { userId: string }) {
  const { data: listings, isPending, isError } = useOwnListings(userId);
  const remove = useDeleteListing(userId);
  const [deleting, setDeleting] = useState<PropertySummary | null>(null);
  const [featuring, setFeaturing] = useState<OwnListing | null>(null);
  // The renewal e-mail links here with ?renew={id}: that listing is brought into view, marked.
  const renewId = useSearchParams()[0].get('renew');
  const hasListings = Boolean(listings?.length);
  useEffect(() => {
    if (renewId && hasListings)
      document.getElementById(`anuncio-${renewId}`)?.scrollIntoView({ block: 'center' });
  }, [renewId, hasListings]);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(DELETED);
      // The card (and the button that opened the dialog) is gone: continue from the page start.
      requestAnimationFrame(() => document.getElementById('contenido')?.focus());
    } catch {
      toast.error(DELETE_FAILED);
    } finally {
      setDeleting(null);
    }
  };

  if (isPending) return <ListingsSkeleton />;
  if (isError) return <FormAlert tone="error">{UI.myListingsError}</FormAlert>;
  if (listings.length === 0) {
    return (
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
        <img
          src="/images/categories/mixto.svg"
          alt=""
          width={240}
          height={160}
          className="h-32 w-48 rounded-2xl object-cover"
        />
        <div className="flex flex-col gap-1.5">
          <p className="text-lg font-semibold text-stone-900">{UI.myListingsEmpty}</p>
          <p className="text-stone-600">Publicá tu primer campo gratis: lleva pocos minutos.</p>
        </div>
        <Link to={PAGES.postProperty.link()} className={buttonStyles('primary', 'lg')}>
          <PlusIcon className="h-5 w-5" />
          Publicar un anuncio
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-stone-700" aria-live="polite">
          {listings.length === 1 ? '1 anuncio publicado' : `${listings.length} anuncios publicados`}
        </p>
        <Link to={PAGES.postProperty.link()} className={buttonStyles('primary', 'md')}>
          <PlusIcon className="h-4 w-4" />
          Publicar un anuncio
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing, index) => (
          <li
            key={listing._id}
            id={`anuncio-${listing._id}`}
            className={
              listing._id === renewId ? 'rounded-2xl ring-4 ring-amber-300 ring-offset-2' : undefined
            }
          >
            <MyListingCard
              property={listing}
              eager={index < 3}
              onDelete={() => setDeleting(listing)}
              onFeature={() => setFeaturing(listing)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar este anuncio?"
        confirmLabel="Sí, eliminar"
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      >
        <p>
          <strong className="font-semibold text-stone-800">{deleting?.listing_title}</strong> y sus fotos
          dejan de verse en el sitio. Esta acción no se puede deshacer.
        </p>
      </ConfirmDialog>
      {featuring && (
        <FeatureListingDialog key={featuring._id} listing={featuring} onClose={() => setFeaturing(null)} />
      )}
    </>
  );
}

function ListingsSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Cargando tus anuncios…</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
          <div className="aspect-[3/2] animate-pulse bg-stone-200" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-full animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
