import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToTopSmoothly } from '../scroll-to-top.ts';

/**
 * A new page starts at its top; back/forward leave the browser's own restoration alone.
 * Footer links ask for a smooth scroll (spec §2), everything else jumps.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of page scrolls
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const smooth = (state as { smoothScroll?: boolean } | null)?.smoothScroll === true;
    if (smooth) scrollToTopSmoothly();
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
