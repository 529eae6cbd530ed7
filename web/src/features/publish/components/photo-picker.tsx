import { MAX_IMAGES, MAX_IMAGES_TOTAL_BYTES } from '@tranquera/contracts';
import { type Ref, useId, useRef, useState } from 'react';
import { labelStyles } from '../../../components/ui/form/field-styles.ts';
import {
  ACCEPTED_IMAGE_TYPES,
  addPhotos,
  type ListingPhoto,
  movePhoto,
  pickedBytes,
} from '../listing-photos.ts';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  StarIcon,
  TrashIcon,
  UploadIcon,
  WarningIcon,
} from './publish-icons.tsx';

interface PhotoPickerProps {
  photos: ListingPhoto[];
  onChange(photos: ListingPhoto[]): void;
  error?: string;
  disabled?: boolean;
  /** The file input, so a failed submit can move focus here. */
  inputRef?: Ref<HTMLInputElement>;
}

const megabytes = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const mb = (bytes: number) => `${megabytes.format(bytes / 1024 / 1024)} MB`;

const photoName = (photo: ListingPhoto) => (photo.file ? photo.file.name : 'Foto ya publicada');

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow ring-1 ring-black/5 transition hover:bg-white hover:text-brand-800 disabled:pointer-events-none disabled:opacity-35';

/**
 * Spec §5 images: JPG, PNG or GIF, at most 20 and 50 MB, checked before uploading. Previews can
 * be removed and reordered with labelled buttons; the first photo is the main one.
 */
export function PhotoPicker({ photos, onChange, error, disabled = false, inputRef }: PhotoPickerProps) {
  const id = useId();
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const result = addPhotos(photos, files);
    setRejections(result.errors);
    const added = result.photos.length - photos.length;
    if (added > 0) {
      onChange(result.photos);
      setAnnouncement(added === 1 ? 'Se agregó 1 foto.' : `Se agregaron ${added} fotos.`);
    }
  };

  /** Keeps focus on the photo's controls wherever it went, on the first of `actions` still enabled. */
  const focusControl = (photoId: string, actions: string[]) => {
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector(`[data-photo-id="${CSS.escape(photoId)}"]`);
      const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-action]') ?? [])];
      const target = actions
        .map((action) => buttons.find((button) => button.dataset.action === action && !button.disabled))
        .find(Boolean);
      target?.focus();
    });
  };

  const move = (index: number, to: number, actions: string[]) => {
    const photo = photos[index];
    if (!photo) return;
    onChange(movePhoto(photos, index, to));
    setAnnouncement(
      to === 0
        ? `Foto ${index + 1} ahora es la principal.`
        : `Foto ${index + 1} movida a la posición ${to + 1}.`,
    );
    focusControl(photo.id, actions);
  };

  const remove = (index: number) => {
    const next = photos.filter((_, i) => i !== index);
    onChange(next);
    setRejections([]);
    setAnnouncement(`Foto ${index + 1} quitada. Quedan ${next.length}.`);
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) focusControl(neighbour.id, ['remove']);
    else requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const messages = [...rejections, ...(error ? [error] : [])];
  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) add([...event.dataTransfer.files]);
        }}
        className={`flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition has-focus-visible:outline-3 has-focus-visible:outline-wheat-500 ${dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-red-400 bg-red-50/40' : 'border-stone-300 bg-stone-50 hover:border-brand-500 hover:bg-brand-50/60'}`}
      >
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-stone-200">
          <UploadIcon className="h-6 w-6" />
        </span>
        <span className="flex flex-col gap-1">
          <span className={labelStyles}>
            Agregar fotos{' '}
            <span className="hidden font-normal text-stone-600 sm:inline">· arrastralas acá o elegilas</span>
          </span>
          <span id={`${id}-hint`} className="text-sm text-stone-500">
            <span className="block sm:inline">JPG, PNG o GIF</span>
            <span className="hidden sm:inline"> · </span>
            <span className="block sm:inline">
              Hasta {MAX_IMAGES} imágenes · {mb(MAX_IMAGES_TOTAL_BYTES)} en total
            </span>
          </span>
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-error` : ''}`}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            add(files);
          }}
        />
      </label>

      {messages.length > 0 && (
        <div id={`${id}-error`} role="alert" className="flex flex-col gap-1">
          {messages.map((message) => (
            <p key={message} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
              <WarningIcon className="mt-0.5 h-4 w-4 shrink-0" />
              {message}
            </p>
          ))}
        </div>
      )}

      {photos.length > 0 && (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <p className="font-semibold text-stone-800" data-testid="photo-count">
              {photos.length} de {MAX_IMAGES} fotos
              {pickedBytes(photos) > 0 && (
                <span className="font-normal text-stone-500">
                  {' '}
                  · {mb(pickedBytes(photos))} nuevos de {mb(MAX_IMAGES_TOTAL_BYTES)}
                </span>
              )}
            </p>
            <p className="text-stone-500">
              La primera es la foto principal. Usá las flechas para ordenarlas.
            </p>
          </div>
          <ol
            ref={listRef}
            aria-label="Fotos del anuncio"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {photos.map((photo, index) => {
              const name = photoName(photo);
              const position = `Foto ${index + 1} de ${photos.length}`;
              return (
                <li
                  key={photo.id}
                  data-photo-id={photo.id}
                  className={`group relative overflow-hidden rounded-2xl bg-stone-100 shadow-sm ring-1 ${index === 0 ? 'ring-2 ring-brand-600' : 'ring-stone-200'}`}
                >
                  <div className="relative aspect-[3/2]">
                    <PhotoThumbnail
                      photo={photo}
                      alt={`${position}${index === 0 ? ' (principal)' : ''}: ${name}`}
                    />
                    {index === 0 && (
                      <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white shadow">
                        <StarIcon className="h-3.5 w-3.5" />
                        Principal
                      </span>
                    )}
                  </div>
                  {index > 0 && (
                    <button
                      type="button"
                      data-action="main"
                      disabled={disabled}
                      onClick={() => move(index, 0, ['right', 'remove'])}
                      aria-label={`Usar foto ${index + 1} como principal`}
                      title="Usar como principal"
                      className={`${iconButton} absolute top-2 left-2`}
                    >
                      <StarIcon className="h-4.5 w-4.5" />
                    </button>
                  )}
                  <button
                    type="button"
                    data-action="remove"
                    disabled={disabled}
                    onClick={() => remove(index)}
                    aria-label={`Quitar foto ${index + 1}: ${name}`}
                    title="Quitar"
                    className={`${iconButton} absolute top-2 right-2 hover:text-red-700`}
                  >
                    <TrashIcon className="h-4.5 w-4.5" />
                  </button>
                  <p className="truncate bg-white px-3 pt-2 text-xs text-stone-600" title={name}>
                    {name}
                  </p>
                  <div className="flex items-center justify-between gap-1.5 bg-white px-2 pt-1 pb-2">
                    <button
                      type="button"
                      data-action="left"
                      disabled={disabled || index === 0}
                      onClick={() => move(index, index - 1, ['left', 'right'])}
                      aria-label={`Mover foto ${index + 1} a la izquierda`}
                      title="Mover a la izquierda"
                      className={iconButton}
                    >
                      <ChevronLeftIcon className="h-4.5 w-4.5" />
                    </button>
                    <span className="text-xs font-semibold tabular-nums text-stone-500" aria-hidden="true">
                      {index + 1} / {photos.length}
                    </span>
                    <button
                      type="button"
                      data-action="right"
                      disabled={disabled || index === photos.length - 1}
                      onClick={() => move(index, index + 1, ['right', 'left'])}
                      aria-label={`Mover foto ${index + 1} a la derecha`}
                      title="Mover a la derecha"
                      className={iconButton}
                    >
                      <ChevronRightIcon className="h-4.5 w-4.5" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
