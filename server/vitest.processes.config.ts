import { defineConfig } from 'vitest/config';

// Tests that start real server processes on the machine's PostgreSQL (issue 14): run by
// `npm run test:processes` in .ci/run, apart from the suite that runs on PGlite and PostgreSQL.
export default defineConfig({
  test: {
    include: ['processes/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    pool: 'forks',
  },
});
