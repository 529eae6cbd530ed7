import { TEXT_SEARCH_MAX } from '@tranquera/contracts';
import { type FormEvent, type ReactNode, useId } from 'react';
import { SearchIcon } from './icons.tsx';

interface SearchFieldProps {
  /** Accessible name of the input (the visual cue is the placeholder and the icon). */
  label: string;
  placeholder: string;
  onSearch(text: string): void;
  defaultValue?: string;
  /** Visible text of the submit button; without it the button shows only an icon. */
  submitText?: string;
  leadingIcon?: ReactNode;
  size?: 'md' | 'lg';
  autoFocus?: boolean;
  className?: string;
}

const sizes = {
  md: {
    form: 'h-11 pl-4 pr-1 shadow-sm ring-1 ring-stone-300',
    input: 'text-sm',
    button: 'h-9 min-w-9 px-2.5 text-sm',
  },
  lg: {
    form: 'h-14 pl-5 pr-1.5 sm:h-16',
    input: 'text-base sm:text-lg',
    button: 'h-11 px-6 text-base sm:h-13 sm:px-8',
  },
} as const;

/** A rounded search box: label for assistive tech, the term handed to `onSearch` on submit. */
export function SearchField({
  label,
  placeholder,
  onSearch,
  defaultValue = '',
  submitText,
  leadingIcon = <SearchIcon className="h-5 w-5 shrink-0 text-stone-500" />,
  size = 'md',
  autoFocus = false,
  className = '',
}: SearchFieldProps) {
  const id = useId();
  const style = sizes[size];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  return (
    <search className={`w-full ${className}`}>
      <form
        onSubmit={submit}
        className={`flex w-full items-center gap-2 rounded-full bg-white transition focus-within:ring-2 focus-within:ring-brand-500 ${style.form}`}
      >
        {leadingIcon}
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: only set when the user just asked for the search box
          autoFocus={autoFocus}
          maxLength={TEXT_SEARCH_MAX}
          className={`min-w-0 flex-1 bg-transparent text-stone-900 placeholder:text-stone-500 focus:outline-none focus-visible:outline-none ${style.input}`}
        />
        <button
          type="submit"
          aria-label={submitText ? undefined : 'Buscar'}
          className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white transition hover:bg-brand-800 ${style.button}`}
        >
          {submitText ?? <SearchIcon className="h-4 w-4" />}
        </button>
      </form>
    </search>
  );
}
