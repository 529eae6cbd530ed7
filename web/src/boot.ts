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

await firstContentfulPaint();
await import('./main.tsx');
