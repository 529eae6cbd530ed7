import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // The server-render build (src/entry-server.tsx → dist-ssr/) bundles its dependencies, CSS
  // imports included, so the server loads one file tree with no web/ node_modules lookups.
  ssr: { noExternal: true },
  // Bundled into the server build, React would pick its development build at run time (the
  // server doesn't set NODE_ENV): several times slower to render and full of dev-only checks.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  build: {
    target: 'es2022',
    // The public files are served from dist/; the server build needs only code.
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Heavy libraries get their own chunks, loaded only by the pages that use them.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'maps',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
              priority: 2,
            },
            { name: 'gallery', test: /node_modules[\\/]swiper[\\/]/, priority: 1 },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|react-router|react-hot-toast|goober|cookie|set-cookie-parser)[\\/]/,
              priority: 0,
            },
            // The app's shared code in one chunk, not a dozen tiny ones each preloaded by the page.
            { name: 'shared', test: /web[\\/]src[\\/](components|lib)[\\/]/, priority: 0 },
          ],
        },
      },
    },
  },
}));
