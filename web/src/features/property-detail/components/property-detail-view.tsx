import type { Property } from '@tranquera/contracts';
import { lazy, Suspense, useState } from 'react';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';
import { laterSection } from '../../../lib/later-section.tsx';
import { useSession } from '../../auth/session-context.tsx';
import { FlagIcon } from './icons.tsx';
import { OwnerCard } from './owner-card.tsx';
import { PricePanel } from './price-panel.tsx';
import { PropertyFacts } from './property-facts.tsx';
import { PropertyGallery } from './property-gallery.tsx';
import { PropertyHeader } from './property-header.tsx';

// Shown only to a hidden listing's owner and the team (signed in, so rendered in the browser):
// its code (the renewal's) is not part of a public listing's first script.
const HiddenListingBanner = lazy(() =>
  import('./hidden-listing-banner.tsx').then((m) => ({ default: m.HiddenListingBanner })),
);

// The report form (and the validation library it brings) loads when a visitor asks for a report,
// not with every listing page (issue 11: initial JavaScript).
const ReportRequestDialog = lazy(() =>
  import('./report-request-dialog.tsx').then((m) => ({ default: m.ReportRequestDialog })),
);
// 'Denunciar anuncio' too: rarely used, so its form loads when asked for.
const FlagListingDialog = lazy(() =>
  import('./flag-listing-dialog.tsx').then((m) => ({ default: m.FlagListingDialog })),
);

// Under the description, and below the listing: their code (the listing cards', the map's
// frame) comes after the page is interactive; their server HTML shows meanwhile.
const PropertyAmenities = laterSection(() =>
  import('./property-amenities.tsx').then((m) => m.PropertyAmenities),
);
const PropertyVideo = laterSection(() => import('./property-video.tsx').then((m) => m.PropertyVideo));
const PropertyLocation = laterSection(() =>
  import('./property-location.tsx').then((m) => m.PropertyLocation),
);
const MoreFromOwner = laterSection(() => import('./more-from-owner.tsx').then((m) => m.MoreFromOwner));
const SimilarListings = laterSection(() => import('./similar-listings.tsx').then((m) => m.SimilarListings));

/**
 * Desktop: gallery and details on the left, a sticky price and seller column on the right.
 * Mobile: gallery, then price and seller, then the details.
 */
export function PropertyDetailView({ property }: { property: Property }) {
  const { session } = useSession();
  const [reportOpen, setReportOpen] = useState(false);
  const [flagOpen, setFlagOpen] = useState(false);
  const isOwner = session?.user._id === property.user_id._id;
  // Only public listings are reported; the others reach just their owner and the team.
  const canFlag = !isOwner && property.status === 'active';
  const images = property.images.length > 0 ? property.images : [property.main_image_url];

  return (
    <article className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:gap-8 lg:px-8 lg:py-10">
      {property.status !== 'active' && (
        <Suspense fallback={null}>
          <HiddenListingBanner property={property} isOwner={isOwner} />
        </Suspense>
      )}
      <PropertyHeader property={property} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {/* A new listing starts at its first photo. */}
          <PropertyGallery key={property._id} images={images} title={property.listing_title} />
        </div>
        <aside
          aria-label="Precio y contacto"
          className="flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <PricePanel property={property} isOwner={isOwner} onRequestReport={() => setReportOpen(true)} />
          <OwnerCard owner={property.user_id} property={property} isOwner={isOwner} />
        </aside>
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
          <PropertyFacts property={property} />
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-bold text-stone-900">
              Descripción
            </h2>
            <Paragraphs
              text={property.description}
              className="mt-4 flex flex-col gap-4 text-base leading-relaxed text-stone-700"
            />
          </section>
          <PropertyAmenities property={property} />
          <PropertyVideo link={property.video_link} title={property.listing_title} />
          <PropertyLocation
            location={property.location}
            fallbackName={`${property.nearest_town}, ${property.state}`}
          />
          {/* Below the listing, not in the sticky column: that one must fit a laptop screen. */}
          {canFlag && (
            <button
              type="button"
              onClick={() => setFlagOpen(true)}
              aria-haspopup="dialog"
              className="inline-flex items-center justify-center -mt-6 gap-2 self-start rounded-full px-4 py-2 text-sm font-medium text-stone-500 transition hover:bg-stone-100 hover:text-red-700"
            >
              <FlagIcon className="h-4 w-4" />
              Denunciar anuncio
            </button>
          )}
        </div>
      </div>
      <MoreFromOwner
        owner={property.user_id}
        currentId={property._id}
        currentIsLive={property.status === 'active'}
      />
      {property.status === 'active' && <SimilarListings property={property} />}
      {!isOwner && reportOpen && (
        <Suspense fallback={null}>
          <ReportRequestDialog property={property} open onClose={() => setReportOpen(false)} />
        </Suspense>
      )}
      {canFlag && flagOpen && (
        <Suspense fallback={null}>
          <FlagListingDialog property={property} onClose={() => setFlagOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
