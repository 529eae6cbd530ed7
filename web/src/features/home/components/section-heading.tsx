import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** The small label, headline and lead every home section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  tone = 'dark',
}: SectionHeadingProps) {
  const centered = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${centered}`}>
      <p
        className={`text-sm font-bold tracking-[0.16em] uppercase ${tone === 'light' ? 'text-wheat-300' : 'text-brand-600'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${tone === 'light' ? 'text-white' : 'text-stone-900'}`}
      >
        {title}
      </h2>
      {children && (
        <p
          className={`mt-4 text-lg leading-relaxed text-pretty ${tone === 'light' ? 'text-brand-100' : 'text-stone-600'}`}
        >
          {children}
        </p>
      )}
    </div>
  );
}
