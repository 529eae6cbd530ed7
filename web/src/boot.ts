// The page's first script. A server-rendered page is complete without JavaScript (its links are
// real links): the browser paints it, and its photos load, before the app's code (React, the
// router, hydration) is even fetched. On a slow phone network that code would otherwise share
// the bandwidth with the page and its largest photo, and its evaluation would hold the first
// paint back by as long (on every visit, once cached).
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
 * Resolves once the page's own resources (its first-screen photos) have loaded, or `limitMs`
 * after the call: on a slow network the largest photo then has the bandwidth to itself (a
 * search page's LCP went from 2.1–2.3 s to 1.2–1.6 s in Lighthouse's mobile run), while a page
 * whose photos never finish still becomes interactive.
 */
function pageLoaded(limitMs: number): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('load', done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    window.addEventListener('load', done);
  });
}

await firstContentfulPaint();
await pageLoaded(1500);
// React DOM is evaluated in a task of its own, the app and hydration in the next: a slow phone
// otherwise runs both in one long task (listing TBT 79 → 22 ms in Lighthouse's mobile run).
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./main.tsx');
