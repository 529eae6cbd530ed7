import { CATEGORIES, type Category } from '@tranquera/contracts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { CATEGORY_VISUALS } from './category-visuals.ts';

interface CategoryStepProps {
  selected: Category | undefined;
  onSelect(category: Category): void;
}

/** Spec §2 post, step 1: 'Selecciona una categoría'. */
export function CategoryStep({ selected, onSelect }: CategoryStepProps) {
  return (
    <section aria-labelledby="category-step-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-stone-500">Paso 1 de 2</p>
        <h2
          id="category-step-title"
          tabIndex={-1}
          className="text-2xl font-bold text-stone-900 focus:outline-none"
        >
          Selecciona una categoría
        </h2>
        <p className="text-stone-600">¿Para qué se usa principalmente el campo que publicás?</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {CATEGORIES.map((category) => {
          const { image, blurb } = CATEGORY_VISUALS[category];
          const isSelected = category === selected;
          return (
            <li key={category}>
              <button
                type="button"
                onClick={() => onSelect(category)}
                aria-pressed={isSelected}
                className={`group flex h-full w-full flex-row items-center overflow-hidden rounded-2xl bg-white sm:flex-col sm:items-stretch sm:rounded-3xl text-left shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-lg ${isSelected ? 'ring-2 ring-brand-700' : 'ring-stone-200'}`}
              >
                <span className="relative block aspect-[4/3] w-32 shrink-0 overflow-hidden bg-brand-900 sm:aspect-[3/2] sm:w-full">
                  <img
                    src={image}
                    alt=""
                    width={480}
                    height={320}
                    decoding="async"
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                  />
                  {isSelected && (
                    <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-bold text-brand-800 shadow sm:top-3 sm:right-3">
                      <CheckIcon className="h-3.5 w-3.5" />
                      Elegida
                    </span>
                  )}
                </span>
                <span className="flex flex-col gap-0.5 p-4">
                  <span className="text-lg font-bold text-stone-900">{category}</span>
                  <span className="text-sm text-stone-600">{blurb}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Spec §2 post, step 2: the chosen category, which takes the user back to step 1. */
export function ChosenCategory({ category, onChange }: { category: Category; onChange(): void }) {
  const { image } = CATEGORY_VISUALS[category];
  return (
    <button
      type="button"
      onClick={onChange}
      className="group flex w-full items-center gap-4 rounded-2xl bg-white p-3 text-left shadow-sm ring-1 ring-stone-200 transition hover:ring-brand-500 sm:w-auto sm:pr-6"
    >
      <img src={image} alt="" width={96} height={64} className="h-14 w-20 shrink-0 rounded-xl object-cover" />
      <span className="flex flex-1 flex-col">
        <span className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Categoría</span>
        <span className="text-lg font-bold text-stone-900">{category}</span>
      </span>
      <span className="text-sm font-semibold text-brand-700 group-hover:underline">Cambiar</span>
    </button>
  );
}
