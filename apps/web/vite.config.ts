import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/*
 * The fonts are asked for with the page's styles, not once the styles are read: they are then
 * there for the first paint, and the text does not reflow when they arrive (4 files, ~58 KB).
 */
const preloadFonts: Plugin = {
  name: 'preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.keys(bundle ?? {})
        .filter((file) => /^assets\/be-vietnam-pro-\d+-[\w-]+\.woff2$/.test(file))
        .sort()
        .map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        })),
  },
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/*
 * Two builds: the browser's (dist/, with a manifest so the server knows each page's files) and
 * the server's (dist-server/entry-server.js: draws the public pages; every package bundled in,
 * so it runs from any folder without resolving browser-only packages at run time).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadFonts],
  resolve: { conditions: ['@salon/source'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  ssr: { noExternal: true },
  // The server bundle is always the production build of React and the rest, whatever NODE_ENV.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        manifest: true,
        chunkSizeWarningLimit: 1200,
        rollupOptions: {
          // page-boot: the one script a server-drawn page fetches at once (src/page-boot.ts).
          input: { index: 'index.html', 'page-boot': 'src/page-boot.ts' },
          output: {
            codeSplitting: {
              // A group takes only the modules it names, not what they import: the first-load
              // group would otherwise pull in code the pages load later.
              includeDependenciesRecursively: false,
              groups: [
                // React, React DOM and React Router change least: one long-cached file.
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                // The rest of what every page loads first, in one file rather than a dozen
                // small ones (each costs a request and its headers on a phone).
                // page-boot stays alone: in the group it would be an import of the whole file
                // and fetch the app before the page's picture is shown.
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) => !id.endsWith('/src/page-boot.ts'),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
