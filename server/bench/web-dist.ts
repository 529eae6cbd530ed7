import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './server-process.ts';

/** The built web app, so the HTML shell can be measured; built once when missing. */
export function ensureWebDist(): { dir: string | null; note: string } {
  const repoRoot = path.resolve(SERVER_ROOT, '..');
  const dir = path.join(repoRoot, 'web', 'dist');
  if (existsSync(path.join(dir, 'index.html'))) return { dir, note: '' };
  console.log('web/dist is missing: building the web app (npm run build -w web)…');
  try {
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    return { dir: null, note: 'the web build failed: the HTML shell is left out of the mixed load' };
  }
  return existsSync(path.join(dir, 'index.html'))
    ? { dir, note: '' }
    : { dir: null, note: 'no web/dist/index.html: the HTML shell is left out of the mixed load' };
}
