import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webIndex = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');

/**
 * A stand-in for the built web app: the real `web/index.html` (with its `<!--app-meta-->`
 * marker) and one fingerprinted asset, so page tests need no Vite build.
 */
export function createWebDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tranquera-web-'));
  writeFileSync(path.join(dir, 'index.html'), readFileSync(webIndex, 'utf8'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'assets', 'app-3f9a1c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
