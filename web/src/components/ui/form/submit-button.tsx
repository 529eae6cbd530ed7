import type { ReactNode } from 'react';
import { buttonStyles, type ButtonVariant } from '../button-styles.ts';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  variant?: ButtonVariant | 'danger';
  className?: string;
  type?: 'submit' | 'button';
  onClick?(): void;
}

const danger =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 text-base font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** The form's main button; while the request runs it shows a spinner and ignores clicks (spec §4). */
export function SubmitButton({
  pending,
  children,
  variant = 'primary',
  className = '',
  type = 'submit',
  onClick,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
      className={`${variant === 'danger' ? danger : buttonStyles(variant, 'lg')} ${pending ? 'cursor-wait' : ''} ${className}`}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
