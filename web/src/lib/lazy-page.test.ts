import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

const Hello = () => createElement('h1', null, 'Campos en venta');

describe('a page loaded on demand', () => {
  it('loads its code once, however often it is asked for', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return Hello;
    });
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(loads).toBe(1);
  });

  it('renders at once once its code has arrived (what hydration needs)', async () => {
    const page = lazyPage(async () => Hello);
    await page.preload();
    expect(renderToString(createElement(page.Page))).toBe('<h1>Campos en venta</h1>');
  });

  it('asks again after a failed load (a deploy replaced the chunk, the network dropped)', async () => {
    let attempt = 0;
    const page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Failed to fetch dynamically imported module');
      return Hello;
    });
    await expect(page.preload()).rejects.toThrow('Failed to fetch');
    await page.preload();
    expect(attempt).toBe(2);
    expect(renderToString(createElement(page.Page))).toContain('Campos en venta');
  });
});
