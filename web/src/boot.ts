// The page's first script. A server-rendered page is complete without JavaScript (its links are
// real links): the browser paints it, and its photos load, before the app's code (React, the
// router, hydration) is even fetched. On a slow phone network that code would otherwise share
// the bandwidth with the page and its largest photo, and its evaluation would hold the first
// paint back by as long (on every visit, once cached). A tab in the background paints no frame:
// a timer lets the app start there too.
import './index.css';

await new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, 100);
  requestAnimationFrame(() => {
    clearTimeout(timer);
    setTimeout(resolve, 0);
  });
});
await import('./main.tsx');
