import type { Page } from '@playwright/test';

/** A page's HTML as protected pages come: the shell, without rendered markup or data. */
export const withoutServerRendering = (html: string) =>
  html
    .replace(/<script type="application\/json" id="ssr-state"[^>]*>[\s\S]*?<\/script>/, '')
    .replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/, '<div id="root"></div>');

/**
 * Public pages arrive server-rendered with their data. A test that fakes an API answer for the
 * first page (an empty list, a failure) needs the browser to fetch that data itself: this
 * serves the page's HTML without the rendered markup and its data block, as protected pages are
 * served, so the app renders it in the browser and asks the (faked) API.
 */
export async function renderInBrowser(page: Page, paths: (pathname: string) => boolean) {
  await page.route(
    (url) => paths(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutServerRendering(await response.text()) });
    },
  );
}
