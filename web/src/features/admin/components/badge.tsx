import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  good: 'bg-brand-50 text-brand-800 ring-brand-200',
  warn: 'bg-wheat-100 text-stone-800 ring-wheat-300',
  bad: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export type BadgeTone = keyof typeof tones;

/** A short state (status, kind, 'Equipo') next to a record. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
