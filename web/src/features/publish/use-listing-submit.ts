import { PAGES } from '@tranquera/contracts';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../auth/session-context.tsx';
import { useSaveListing } from './api/save-listing.ts';
import { UPLOAD_FAILED, type UploadProgress, uploadListingPhotos } from './api/upload-listing-photos.ts';
import {
  type ListingFormInput,
  type ListingFormValues,
  listingFormSchema,
  listingInput,
} from './listing-form-schema.ts';
import { withUploadedUrl } from './listing-photos.ts';

const TEXTS = {
  create: {
    done: 'Se ha creado un anuncio con éxito.',
    failed: 'Ha ocurrido un error al crear el anuncio. Vuelve a intentarlo más tarde.',
  },
  edit: {
    done: 'Se ha editado el anuncio con éxito.',
    failed: 'Ha ocurrido un error al editar el anuncio. Vuelve a intentarlo más tarde.',
  },
};

type ListingForm = UseFormReturn<ListingFormInput, unknown, ListingFormValues>;
export type SubmitPhase = 'idle' | 'uploading' | 'saving';

/** The server names the failing field as `images` or `location.lat`; the form knows a few. */
function formField(field: unknown): FieldPath<ListingFormInput> | null {
  if (typeof field !== 'string') return null;
  const top = field.split('.')[0] ?? '';
  if (top === 'images') return 'photos';
  return top in listingFormSchema.shape ? (top as FieldPath<ListingFormInput>) : null;
}

/**
 * Spec §4 post/edit: new photos are uploaded (with progress), then the listing is saved with the
 * photos in display order, and the user lands on its page. A failure keeps everything on the
 * page; photos already uploaded are not sent again on the next try.
 */
export function useListingSubmit(form: ListingForm, propertyId?: string) {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  const save = useSaveListing(userId, propertyId);
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const texts = propertyId ? TEXTS.edit : TEXTS.create;

  const fail = (message: string) => {
    setPhase('idle');
    setProgress(null);
    setFailure(message);
    toast.error(message);
  };

  const submit = async (values: ListingFormValues) => {
    setFailure(null);
    const pending = form
      .getValues('photos')
      .flatMap((photo) => (!photo.url && photo.file ? [{ id: photo.id, file: photo.file }] : []));
    if (pending.length > 0) {
      setPhase('uploading');
      try {
        await uploadListingPhotos(
          userId,
          pending,
          (id, url) => form.setValue('photos', withUploadedUrl(form.getValues('photos'), id, url)),
          setProgress,
        );
      } catch (error) {
        return fail(error instanceof ApiError ? error.message : UPLOAD_FAILED);
      }
    }
    setPhase('saving');
    try {
      const id = await save.mutateAsync(listingInput(values, form.getValues('photos')));
      toast.success(texts.done);
      navigate(PAGES.propertyDetail.link(id));
    } catch (error) {
      // A 4xx names what the server refused (a field, the photos' size): show that instead.
      if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
        const body = error.body as { field?: unknown } | null;
        const field = formField(body?.field);
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        return fail(error.message);
      }
      fail(texts.failed);
    }
  };

  return { submit, phase, progress, failure, busy: phase !== 'idle' };
}
