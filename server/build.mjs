// Bundles the server (and the shared contracts) into dist/; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  // main.js: the server; cluster.js: one server process per CPU (serve:cluster).
  entryPoints: ['src/main.ts', 'src/cluster.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@tranquera/contracts': '../contracts/src/index.ts' },
  // Lets bundled code call require(); aliased so it can't clash with the sources' own imports.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
  },
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
