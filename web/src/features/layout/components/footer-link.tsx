import type { ReactNode } from 'react';
import { SiteLink } from '../../../lib/site-link.tsx';
import { scrollToTopSmoothly } from '../scroll-to-top.ts';

/** Spec §2: every footer navigation scrolls smoothly to the top of the page. */
export const SMOOTH_SCROLL_STATE = { smoothScroll: true };

export function FooterLink({
  to,
  children,
  className = '',
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SiteLink
      to={to}
      state={SMOOTH_SCROLL_STATE}
      // Also covers links to the page already shown, where no route change happens.
      onClick={scrollToTopSmoothly}
      className={`rounded text-brand-100/80 transition hover:text-white ${className}`}
    >
      {children}
    </SiteLink>
  );
}
