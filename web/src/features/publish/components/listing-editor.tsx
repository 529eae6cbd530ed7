import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@tranquera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ListingFormInput, type ListingFormValues, listingFormSchema } from '../listing-form-schema.ts';
import { CategoryStep, ChosenCategory } from './category-step.tsx';
import { ListingForm } from './listing-form.tsx';

interface ListingEditorProps {
  initial: ListingFormInput;
  /** Set when editing an existing listing. */
  propertyId?: string;
  submitLabel: string;
  cancelTo: string;
}

/**
 * Spec §4 post: the category step, then the form; the chosen category leads back. The form's
 * values live here, so going back and forth loses nothing.
 */
export function ListingEditor({ initial, propertyId, submitLabel, cancelTo }: ListingEditorProps) {
  const form = useForm<ListingFormInput, unknown, ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: initial,
    shouldFocusError: false,
  });
  const category = form.watch('category') as Category | undefined;
  const [choosing, setChoosing] = useState(!initial.category);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a step change, start reading at its heading (and at the top of the page).
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    if (choosing) document.getElementById('category-step-title')?.focus();
    else stepHeading.current?.focus();
  }, [choosing]);

  const goTo = (choose: boolean) => {
    moved.current = true;
    setChoosing(choose);
  };

  if (choosing || !category) {
    return (
      <CategoryStep
        selected={category}
        onSelect={(chosen) => {
          form.setValue('category', chosen, { shouldDirty: true });
          goTo(false);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        {!propertyId && <p className="text-sm font-semibold text-stone-500">Paso 2 de 2</p>}
        <h2 ref={stepHeading} tabIndex={-1} className="text-2xl font-bold text-stone-900 focus:outline-none">
          Datos del campo
        </h2>
        <ChosenCategory category={category} onChange={() => goTo(true)} />
      </div>
      <ListingForm form={form} propertyId={propertyId} submitLabel={submitLabel} cancelTo={cancelTo} />
    </div>
  );
}
