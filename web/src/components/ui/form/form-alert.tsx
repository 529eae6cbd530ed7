import type { ReactNode } from 'react';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-wheat-100 text-stone-800 ring-wheat-300',
  success: 'bg-brand-50 text-brand-900 ring-brand-200',
} as const;

/** A message for the whole form: errors are announced at once, notices politely. */
export function FormAlert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm leading-relaxed ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
