import { PAGE_NAMES, PAGES, type PageName } from '@tranquera/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { type PageHandle, routesFor, routeTree } from './route-tree.tsx';

const sampleLink = (name: PageName) => {
  const route = PAGES[name];
  return route.path.includes(':') ? (route.link as (param: string) => string)('a b') : route.path;
};

/** The layout and guard elements above the page a path opens, and the page's own route. */
function resolve(pathname: string) {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  const elementTypes = matches.map((m) => (m.route.element as { type?: unknown } | undefined)?.type);
  return { page: matches.at(-1)?.route, elementTypes };
}

describe('the React router, built from the route table', () => {
  for (const name of PAGE_NAMES) {
    const route = PAGES[name];
    it(`opens ${route.path} as the ${name} page, ${route.access}`, () => {
      const { page, elementTypes } = resolve(sampleLink(name));
      expect(page?.path ?? (page?.index ? '/' : undefined)).toBe(route.path);
      expect((page?.handle as PageHandle | undefined)?.page).toBe(name);
      expect(elementTypes.includes(RequireSession)).toBe(route.access === 'protected');
      // Spec §2: the buyer request form alone goes without the top bar and footer.
      expect(elementTypes.includes(RootLayout)).toBe(name !== 'requestProperty');
    });
  }

  it('answers any other path with the 404 page', () => {
    expect(resolve('/campos-baratos').page?.path).toBe('*');
    expect(resolve('/property/1/fotos').page?.path).toBe('*');
  });

  it("matches every path on a page's branch as on the whole tree (what the server renders with)", () => {
    const paths = PAGE_NAMES.flatMap((name) => {
      const link = sampleLink(name);
      return [link, `${link}/`, link.toUpperCase(), `${link}/extra`, `${link}%C3%A9`];
    });
    paths.push('/campos-baratos', '/property/1/fotos', '//', '/property/', '/user-page/jos%C3%A9');
    // What a render sees of a match: the elements from the layout down, the path and parameters.
    const seen = (routes: typeof routeTree, path: string) =>
      (matchRoutes(routes, path) ?? []).map(({ route, params, pathname }) => ({
        element: (route.element as { type?: unknown } | undefined)?.type,
        handle: route.handle,
        path: route.path,
        params,
        pathname,
      }));
    for (const path of paths) {
      expect(seen(routesFor(path), path), path).toEqual(seen(routeTree, path));
      expect(seen(routesFor(path), path).length, path).toBeGreaterThan(0);
    }
    // The branch really is cut down (else the server would flatten the whole tree each time):
    // the page, its layout and the 404.
    const count = (routes: typeof routeTree): number =>
      routes.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    expect(count(routesFor(sampleLink('propertyDetail')))).toBe(3);
    expect(count(routeTree)).toBeGreaterThan(30);
  });
});
