import { whenIdle } from './when-idle.ts';

/**
 * The code of the pages a visitor goes to next from a public page (a search, a listing, home, a
 * province's landing), fetched once the browser is idle but not run: on a slow phone, running it
 * early cost 50–100 ms blocks of the main thread while the visitor was reading the first screen
 * (Lighthouse counted them in the page's blocking time); from the HTTP cache it runs on the click
 * in a few milliseconds. The build lists the files (vite.config.ts, `nextPagesList`).
 */
export const NEXT_PAGES_ID = 'next-pages';

/** The route modules whose chunks (and their static imports) the build lists, relative to src/. */
export const NEXT_PAGE_MODULES = [
  'routes/home.tsx',
  'routes/listing-properties.tsx',
  'routes/property-detail.tsx',
  'routes/landing.tsx',
];

/**
 * Adds a `<link rel="prefetch">` for each listed file this page has not loaded yet, a few per idle
 * period: each insertion starts a request on the main thread (about a millisecond of a slow
 * phone's), and twenty at once made one block of 56 ms.
 */
export function prefetchNextPages(): void {
  const block = document.getElementById(NEXT_PAGES_ID);
  if (!block?.textContent) return;
  const loaded = new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const files = (JSON.parse(block.textContent) as string[]).filter((file) => !loaded.has(file));
  const next = () => {
    const started = performance.now();
    while (files.length > 0 && performance.now() - started < 4) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = files.shift() as string;
      document.head.append(link);
    }
    if (files.length > 0) whenIdle(next, 5000);
  };
  next();
}
