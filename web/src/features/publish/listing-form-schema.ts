import {
  type Category,
  type Property,
  type PropertyInput,
  propertyInputSchema,
  VALIDATION,
} from '@tranquera/contracts';
import { z } from 'zod';
import { type ListingPhoto, photosSchema, storedPhoto } from './listing-photos.ts';

const { shape } = propertyInputSchema;

/**
 * A number typed into an `<input type="number">`: the browser hands over '' when it is empty,
 * which must read 'Debes completar este campo.' rather than coerce to 0. The contract's rule
 * (coercing, so typed as taking anything) then checks the text.
 */
const typedNumber = (rule: typeof shape.price | typeof shape.hectares) =>
  z
    .string()
    .trim()
    .min(1, { error: VALIDATION.required })
    .pipe(rule as z.ZodType<number, string>);

/**
 * The contract's listing schema (the video-link rule included), adapted to the form only where
 * the form differs: numbers arrive as text, and photos are files or stored URLs (uploaded on
 * submit).
 */
export const listingFormSchema = propertyInputSchema.omit({ images: true }).extend({
  price: typedNumber(shape.price),
  hectares: typedNumber(shape.hectares),
  photos: photosSchema,
});

export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormValues = z.output<typeof listingFormSchema>;

export function emptyListingForm(category: Category | undefined): ListingFormInput {
  return {
    category: category as Category,
    operation: 'venta',
    listing_title: '',
    price: '',
    currency: 'USD',
    pricing_unit: 'por Hectárea',
    hectares: '',
    nearest_town: '',
    access: '',
    payment_type: [],
    description: '',
    state: '' as ListingFormInput['state'],
    facilities: [],
    technical_report: '',
    video_link: '',
    location: { name: '', lat: null, lng: null },
    photos: [],
  };
}

/** The edit form starts from the stored listing (spec §4: loads and prefills). */
export function listingFormFromProperty(property: Property): ListingFormInput {
  return {
    category: property.category,
    operation: property.operation,
    listing_title: property.listing_title,
    price: String(property.price),
    currency: property.currency,
    pricing_unit: property.pricing_unit,
    hectares: String(property.hectares),
    nearest_town: property.nearest_town,
    access: property.access,
    payment_type: property.payment_type as ListingFormInput['payment_type'],
    description: property.description,
    state: property.state as ListingFormInput['state'],
    // Spec §3: a first item 'false' means "no facilities".
    facilities: (property.facilities[0] === 'false'
      ? []
      : property.facilities) as ListingFormInput['facilities'],
    technical_report: property.technical_report,
    video_link: property.video_link,
    location: property.location,
    photos: property.images.map(storedPhoto),
  };
}

/** The API body: every field of the contract, with the photos' URLs in display order. */
export function listingInput(values: ListingFormValues, photos: ListingPhoto[]): PropertyInput {
  const { photos: _photos, ...fields } = values;
  return {
    ...fields,
    images: photos.map((photo) => {
      if (!photo.url) throw new Error('photo not uploaded');
      return photo.url;
    }),
  };
}
