import { API, imageVariant } from '@tranquera/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { CameraIcon } from '../../../components/ui/icons.tsx';
import { TrashIcon } from '../../auth/components/auth-icons.tsx';
import { FieldMessage } from '../../../components/ui/form/field-message.tsx';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/gif'];
// One profile photo; the server also caps a request at 50 MB.
const MAX_BYTES = 50 * 1024 * 1024;

/** What the save will do with the photo: keep the stored one, remove it, or upload a new file. */
export type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File };

interface ProfilePhotoFieldProps {
  storedUrl: string | null;
  change: PhotoChange;
  onChange(change: PhotoChange): void;
  error?: string;
}

/** Spec §5 images, profile mode: a single JPG, PNG or GIF, previewed round before saving. */
export function ProfilePhotoField({ storedUrl, change, onChange, error }: ProfilePhotoFieldProps) {
  const inputId = useId();
  const [typeError, setTypeError] = useState<string | null>(null);
  const objectUrl = useMemo(
    () => (change.kind === 'new' ? URL.createObjectURL(change.file) : null),
    [change],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  const preview =
    objectUrl ?? (change.kind === 'keep' && storedUrl ? imageVariant(storedUrl, 'thumb') : null);
  const hasPhoto = change.kind === 'new' || (change.kind === 'keep' && Boolean(storedUrl));
  const message = typeError ?? error;

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="relative">
        <Avatar
          src={preview}
          size={144}
          alt={hasPhoto ? 'Tu foto de perfil' : 'Sin foto de perfil'}
          loading="eager"
          className="bg-stone-100 shadow-md ring-4"
        />
        {change.kind === 'new' && (
          <span className="absolute -right-1 bottom-2 rounded-full bg-wheat-500 px-2.5 py-1 text-xs font-bold text-stone-900 shadow">
            Sin guardar
          </span>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <label
          htmlFor={inputId}
          className={`${buttonStyles('secondary', 'sm')} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-wheat-500`}
        >
          <CameraIcon className="h-4 w-4" />
          {hasPhoto ? 'Cambiar foto' : 'Subir foto'}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            aria-describedby={message ? `${inputId}-error` : `${inputId}-hint`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!file) return;
              if (!ACCEPTED.includes(file.type)) return setTypeError(API.imageTypeNotAllowed);
              if (file.size > MAX_BYTES) return setTypeError(API.imagesTooLarge);
              setTypeError(null);
              onChange({ kind: 'new', file });
            }}
          />
        </label>
        {hasPhoto && (
          <button
            type="button"
            onClick={() => {
              setTypeError(null);
              onChange({ kind: 'remove' });
            }}
            className={buttonStyles('ghost', 'sm')}
          >
            <TrashIcon className="h-4 w-4" />
            Quitar foto
          </button>
        )}
      </div>
      <FieldMessage id={inputId} hint="JPG, PNG o GIF. Se recorta en círculo." error={message ?? undefined} />
    </div>
  );
}
