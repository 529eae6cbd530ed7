import { zodResolver } from '@hookform/resolvers/zod';
import { API, VALIDATION } from '@tranquera/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { MailIcon } from '../../auth/components/auth-icons.tsx';
import { useChangeEmail } from '../api/account-settings.ts';

const CHANGE_FAILED = 'No se ha podido realizar el cambio. Intenta de nuevo más tarde.';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const emailField = z
  .string()
  .trim()
  .min(1, { error: VALIDATION.requiredNoDot })
  .pipe(z.email({ error: VALIDATION.invalidEmail }));

/** Spec §5 change e-mail: the current address must be the account's, the new one different. */
function changeEmailSchema(accountEmail: string) {
  return z
    .object({
      current: emailField.refine((value) => same(value, accountEmail), {
        error: VALIDATION.currentEmailMismatch,
      }),
      next: emailField,
    })
    .refine((data) => !same(data.next, data.current), { error: VALIDATION.sameEmail, path: ['next'] });
}
type ChangeEmailValues = z.infer<ReturnType<typeof changeEmailSchema>>;

export function ChangeEmailForm({ userId, accountEmail }: { userId: string; accountEmail: string }) {
  const mutation = useChangeEmail(userId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema(accountEmail)),
    defaultValues: { current: '', next: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ next }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(next);
      setSentTo(next);
    } catch (error) {
      if (
        error instanceof ApiError &&
        [API.emailTaken, VALIDATION.sameEmail].includes(error.message as never)
      ) {
        form.setError('next', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure(error.message);
      } else {
        setFailure(CHANGE_FAILED);
      }
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailIcon className="h-7 w-7" />
        </span>
        <p className="max-w-md text-lg font-semibold text-stone-900">{API.emailChangeSent}</p>
        <p className="max-w-md text-sm [overflow-wrap:anywhere] text-stone-600">
          Lo enviamos a <strong>{sentTo}</strong>. Hasta que lo confirmes seguís ingresando con{' '}
          <strong>{accountEmail}</strong>.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField
        label="Email actual"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.current?.message}
        {...form.register('current')}
      />
      <TextField
        label="Nuevo email"
        type="email"
        autoComplete="off"
        inputMode="email"
        hint="Te enviaremos un enlace para confirmarlo."
        error={errors.next?.message}
        {...form.register('next')}
      />
      <SubmitButton pending={mutation.isPending} className="w-full sm:w-auto sm:self-end">
        Cambiar email
      </SubmitButton>
    </form>
  );
}
