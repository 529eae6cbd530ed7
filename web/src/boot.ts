// The page's first script. A server-rendered page is complete without JavaScript (its links are
// real links): the browser paints it, and its photos load, before the app's code (React, the
// router, hydration) is even fetched. On a slow phone network that code would otherwise share
// the bandwidth with the page and its largest photo, and its evaluation would hold the first
// paint back by as long (on every visit, once cached). Then the photos of the first screen.
import './index.css';

/** Resolves once the browser has painted the page's content (the paint timing API says so). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    // No paint timing (older browsers) or no paint at all (a tab in the background): the app
    // starts anyway.
    const timer = setTimeout(done, 300);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      // `buffered`: the paint may have happened before this script ran.
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // Without the observer, the first frame stands in for the paint: a frame's callbacks run
      // before it is painted, a task queued from there after.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

/**
 * Resolves once the page's own resources have arrived (the load event: the HTML's eager photos,
 * the largest one among them; lazy ones do not count), or `maxWaitMs` after the first paint if
 * they take longer, so a slow photo never holds the app back for long.
 */
function pageLoaded(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') return resolve();
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('load', done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    window.addEventListener('load', done);
  });
}

await firstContentfulPaint();
// The photos on the first screen before the app's code: on a slow network the two shared the
// bandwidth, and the largest photo painted after the scripts had come (a search page's LCP
// went from 1.2–1.5 s to 2.1 s in the runs where it did).
await pageLoaded(1500);
// React DOM's evaluation is one task of its own, then the rest of the app's: together they were
// a single long task on a slow phone (Lighthouse's Total Blocking Time).
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./main.tsx');
