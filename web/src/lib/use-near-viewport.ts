import { useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: for what is
 * costly to start and only worth it when the visitor gets there (a listing's map: Leaflet's code
 * and a dozen tile requests a phone would otherwise spend on the first load). False on the
 * server and during hydration, so the server's markup is what hydrates.
 */
export function useNearViewport(element: Element | null, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
