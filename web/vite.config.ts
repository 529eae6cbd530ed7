import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { NEXT_PAGE_MODULES, NEXT_PAGES_ID } from './src/lib/next-pages.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The entry's stylesheet goes into the built index.html as a <style> element instead of a
 * <link>: a phone on a slow network paints the server-rendered page with the HTML alone,
 * without waiting one more round trip for a render-blocking file (~14 KB compressed, the whole
 * site's Tailwind CSS). Route stylesheets (Leaflet's, Swiper's) still load with their code. The
 * Content-Security-Policy already allows inline style elements (server/src/security-headers.ts,
 * docs/decisions/content-security-policy.md). `npm run dev` keeps Vite's own style injection.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'tranquera:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source);
            if (/<\/style/i.test(css)) throw new Error(`${fileName} would close its <style> element`);
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

/**
 * A `.br` (quality 11) and a `.gz` beside every script, stylesheet and SVG of the build, for the
 * server to send as they are (@fastify/static's `preCompressed`): compressing per response, it
 * uses brotli's quality 4, and React DOM alone then weighs 68 KB instead of 58 KB. The `.gz` is
 * zopfli's (any gzip reader reads it): 3–4 % smaller than zlib's level 9, for the clients that
 * take gzip only (issue 11 words its budget in gzip); it costs the build a few seconds.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tranquera:precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|svg)$/.test(name))) {
        const full = path.join(outDir, file);
        const content = readFileSync(full);
        // Under @fastify/compress's threshold: sent as is.
        if (content.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${full}.gz`, await gzipAsync(content, { numiterations: 5 }));
      }
    },
  };
}

/**
 * Lists in index.html, as a JSON block, the files of the pages a visitor goes to next (each
 * route chunk, its static imports and their stylesheets), for the browser to fetch when idle
 * without running them (src/lib/next-pages.ts).
 */
function nextPagesList(): Plugin {
  return {
    name: 'tranquera:next-pages-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) add(imported);
        };
        for (const module of NEXT_PAGE_MODULES) {
          const chunk = chunks.find((c) =>
            c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/${module}`),
          );
          if (!chunk) throw new Error(`no chunk for ${module}: NEXT_PAGE_MODULES is out of date`);
          add(chunk.fileName);
        }
        const list = JSON.stringify([...files].map((file) => `/${file}`));
        return html.replace(
          '</head>',
          `  <script type="application/json" id="${NEXT_PAGES_ID}">${list}</script>\n  </head>`,
        );
      },
    },
  };
}

/**
 * Fails the build when the page's first script (src/boot.ts) statically imports more than a few
 * KB: it must paint the server's page before the app's code is fetched (issue 11), and a shared
 * helper the bundler moves into a big chunk would quietly load React first.
 */
function bootStaysSmall(limitBytes = 4096): Plugin {
  return {
    name: 'tranquera:boot-stays-small',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const boot = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (boot?.type !== 'chunk') return;
      for (const name of boot.imports) {
        const chunk = bundle[name];
        if (chunk?.type === 'chunk' && chunk.code.length > limitBytes) {
          this.error(`${boot.fileName} imports ${name} (${chunk.code.length} B) before the first paint`);
        }
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryStylesheet(),
    nextPagesList(),
    precompress(),
    bootStaysSmall(),
  ],
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
            // Vite's preload helper on its own: left to the bundler, it joined the shared chunk,
            // and the page's first script (boot.ts) then loaded React before the first paint.
            { name: 'preload-helper', test: /preload-helper/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'maps',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
              priority: 2,
            },
            { name: 'gallery', test: /node_modules[\\/]swiper[\\/]/, priority: 1 },
            // Toasts load with the first one shown (web/src/lib/toast.ts).
            {
              name: 'toasts',
              test: /node_modules[\\/](react-hot-toast|goober)[\\/]/,
              priority: 1,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 0,
            },
            // The app's shared code in one chunk, not a dozen tiny ones each preloaded by the page.
            // Forms, dialogs and menus stay with what opens them (no public page shows one
            // first), the toaster with the first toast.
            {
              name: 'shared',
              test: new RegExp(
                [
                  String.raw`web[\\/]src[\\/](?!components[\\/]ui[\\/](form|dialog|confirm-dialog|slide-over|dropdown-menu|avatar|brand-icons|search-field)\b|lib[\\/]site-toaster)(components|lib)[\\/]`,
                  // What every public page's first screen uses (the header, the session, a
                  // listing's card), and the contracts' plain texts and options (not their zod
                  // schemas): one file instead of a dozen of under 1 KB, each compressed on its
                  // own (−4 KB of gzip on a search page).
                  String.raw`web[\\/]src[\\/]routes[\\/](route-tree|root-layout|route-error-page|route-error-boundary)\.tsx`,
                  String.raw`web[\\/]src[\\/]features[\\/]layout[\\/](?!social-links|components[\\/](site-footer|footer-|mobile-menu-panel|user-menu|floating-actions|location-search))`,
                  String.raw`web[\\/]src[\\/]features[\\/]auth[\\/]session`,
                  String.raw`web[\\/]src[\\/]features[\\/]properties[\\/](components[\\/](property-card|featured-badge)|api[\\/](get-property|get-recommended))\.tsx?`,
                  String.raw`web[\\/]src[\\/]features[\\/]favorites[\\/](favorite-list|favorite-text|api[\\/]favorites|components[\\/](favorite-button|heart-icon))\.tsx?`,
                  String.raw`web[\\/]src[\\/]features[\\/]saved-searches[\\/]components[\\/]bell-icon`,
                  String.raw`contracts[\\/]src[\\/](images|landings|limits|map-tiles|messages|moderation|options|routes|summarize|video)\.ts`,
                ].join('|'),
              ),
              priority: 0,
            },
            // The dialog and its slide-over variant, together: the search page's filters on a
            // phone, the menu, the report and flag forms.
            {
              name: 'dialog',
              test: /web[\\/]src[\\/]components[\\/]ui[\\/](dialog|slide-over)\.tsx/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
}));
