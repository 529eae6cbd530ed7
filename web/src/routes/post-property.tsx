import { LISTING_ONLINE_MONTHS, PAGES } from '@tranquera/contracts';
import { ListingEditor } from '../features/publish/components/listing-editor.tsx';
import { PublishPageFrame } from '../features/publish/components/publish-page-frame.tsx';
import { emptyListingForm } from '../features/publish/listing-form-schema.ts';
import { usePageMeta } from '../lib/page-meta.ts';

/** Spec §2 /post-property (protected): 'Publicar Gratis', category step then the form. */
export function PostPropertyPage() {
  usePageMeta(PAGES.postProperty);
  return (
    <PublishPageFrame
      eyebrow="Vender Campo"
      title="Publicar Gratis"
      description={`Publicá tu campo en pocos minutos: sin costo y online durante ${LISTING_ONLINE_MONTHS} meses.`}
    >
      <ListingEditor
        initial={emptyListingForm(undefined)}
        submitLabel="Publicar anuncio"
        cancelTo={PAGES.myProperties.link()}
      />
    </PublishPageFrame>
  );
}
