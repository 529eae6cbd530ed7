import { rmSync } from 'node:fs';

/** Removes the run's throwaway data directories (never one a developer passed in). */
export default function globalTeardown() {
  for (const [own, dir] of [
    [process.env.E2E_OWN_DATA_DIR, process.env.E2E_DATA_DIR],
    [process.env.E2E_OWN_LARGE_DATA_DIR, process.env.E2E_LARGE_DATA_DIR],
  ]) {
    if (own === '1' && dir) rmSync(dir, { recursive: true, force: true });
  }
}
