import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webIndex = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');

/**
 * A stand-in for the built web app: the real `web/index.html` (with its `<!--app-meta-->`
 * marker) and one fingerprinted asset, so page tests need no Vite build. `entryServer`, the
 * source of a stand-in server build, goes beside it as `dist-ssr/entry-server.js`.
 */
export function createWebDist(entryServer?: string): { dir: string; remove: () => void } {
  const base = mkdtempSync(path.join(tmpdir(), 'tranquera-web-'));
  const dir = path.join(base, 'dist');
  mkdirSync(dir);
  if (entryServer) {
    mkdirSync(path.join(base, 'dist-ssr'));
    writeFileSync(path.join(base, 'dist-ssr', 'entry-server.js'), entryServer);
  }
  writeFileSync(path.join(dir, 'index.html'), readFileSync(webIndex, 'utf8'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'assets', 'app-3f9a1c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  return { dir, remove: () => rmSync(base, { recursive: true, force: true }) };
}
