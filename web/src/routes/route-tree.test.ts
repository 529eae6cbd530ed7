import { PAGE_NAMES, PAGES, type PageName } from '@tranquera/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { type PageHandle, routeTree } from './route-tree.tsx';

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
});
