import { zodResolver } from '@hookform/resolvers/zod';
import { API, type OwnProfile, PROFILE_TYPES, updateProfileSchema } from '@tranquera/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { CheckboxField } from '../../../components/ui/form/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/form/text-area-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useSession } from '../../auth/session-context.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { AccountCard } from './account-page.tsx';
import { type PhotoChange, ProfilePhotoField } from './profile-photo-field.tsx';

const SAVED = 'Se han actualizado los cambios correctamente.';
const SAVE_FAILED = 'No se han podido guardar los cambios. Intenta de nuevo más tarde.';
const UPLOAD_FAILED = 'Ha ocurrido un error al cargar la imagen. Vuelve a intentarlo más tarde.';

// The photo is handled apart (uploaded on save), so the form schema leaves it out.
const profileFormSchema = updateProfileSchema.omit({ profile_image: true });
type ProfileValues = z.input<typeof profileFormSchema>;

function formValues(profile: OwnProfile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    address: profile.address ?? '',
    phone_number: profile.phone_number ?? '',
    description: profile.description ?? '',
    profile: (profile.profile ?? '') as ProfileValues['profile'],
    accept_emails_from_admin: profile.accept_emails_from_admin,
  };
}

/** Spec §2 profile: every field, one photo, 'Guardar cambios'; the stored session follows. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { setSession } = useSession();
  const update = useUpdateProfile(profile._id);
  const upload = useUploadProfileImage(profile._id);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string>();
  const form = useForm<ProfileValues, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(profile),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setPhotoError(undefined);
    let profileImage = photo.kind === 'remove' ? null : profile.profile_image;
    if (photo.kind === 'new') {
      try {
        profileImage = await upload.mutateAsync(photo.file);
      } catch {
        setPhotoError(UPLOAD_FAILED);
        toast.error(UPLOAD_FAILED);
        return;
      }
    }
    try {
      const saved = await update.mutateAsync({ ...values, profile_image: profileImage });
      // Spec §4: the whole updated profile replaces the stored session user.
      setSession({ token: saved.token, user: saved.updatedProfile });
      setPhoto({ kind: 'keep' });
      form.reset(formValues(saved.updatedProfile));
      toast.success(SAVED);
    } catch (error) {
      if (error instanceof ApiError && error.message === API.usernameTaken) {
        form.setError('username', { message: API.usernameTaken }, { shouldFocus: true });
        return;
      }
      toast.error(SAVE_FAILED);
    }
  });

  const pending = upload.isPending || update.isPending;
  const joined = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric' }).format(
    new Date(profile.joined_at),
  );

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
      <div className="flex flex-col gap-6 lg:sticky lg:top-28">
        <AccountCard>
          <div className="flex flex-col items-center gap-5">
            <ProfilePhotoField
              storedUrl={profile.profile_image}
              change={photo}
              onChange={(next) => {
                setPhotoError(undefined);
                setPhoto(next);
              }}
              error={photoError}
            />
            <div className="flex w-full flex-col items-center gap-0.5 border-t border-stone-100 pt-4 text-center">
              <p className="text-lg font-bold text-stone-900">
                {profile.first_name} {profile.last_name}
              </p>
              <p className="text-sm text-stone-500">@{profile.username}</p>
              <p className="mt-2 text-sm text-stone-500">Miembro desde {joined}</p>
            </div>
          </div>
        </AccountCard>
      </div>
      <div className="flex flex-col gap-6">
        <AccountCard title="Datos personales" description="Tu nombre y tu usuario se ven en tus anuncios.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Nombre"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextField
              label="Apellido"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
            <TextField
              label="Nombre de usuario"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              hint="Es la dirección de tu página pública."
              error={errors.username?.message}
              {...form.register('username')}
            />
            <SelectField label="Tipo de perfil" error={errors.profile?.message} {...form.register('profile')}>
              <option value="">Sin especificar</option>
              {PROFILE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectField>
          </div>
        </AccountCard>
        <AccountCard
          title="Contacto y presentación"
          description="Tu teléfono nunca se muestra a otros usuarios."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Ubicación"
              autoComplete="address-level2"
              placeholder="Ej.: Pergamino, Buenos Aires"
              error={errors.address?.message}
              {...form.register('address')}
            />
            <TextField
              label="Teléfono"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="Ej.: 2477 123456"
              error={errors.phone_number?.message}
              {...form.register('phone_number')}
            />
            <div className="sm:col-span-2">
              <TextAreaField
                label="Sobre mí"
                rows={5}
                placeholder="Contá a qué te dedicás, qué campos buscás u ofrecés…"
                error={errors.description?.message}
                {...form.register('description')}
              />
            </div>
          </div>
        </AccountCard>
        <AccountCard>
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
            <CheckboxField
              label="Quiero recibir por email novedades y oportunidades del equipo."
              {...form.register('accept_emails_from_admin')}
            />
            <SubmitButton pending={pending} className="w-full shrink-0 sm:w-auto">
              Guardar cambios
            </SubmitButton>
          </div>
        </AccountCard>
      </div>
    </form>
  );
}
