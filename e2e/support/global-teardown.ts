import { rmSync } from 'node:fs';

/** Removes the run's throwaway data directory (never one a developer passed in). */
export default function globalTeardown() {
  if (process.env.E2E_OWN_DATA_DIR === '1' && process.env.E2E_DATA_DIR) {
    rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  }
}
