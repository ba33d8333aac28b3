import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/*
 * Two builds: the browser's (dist/, with a manifest so the server knows each page's files) and
 * the server's (dist-server/entry-server.js: draws the public pages; every package bundled in,
 * so it runs from any folder without resolving browser-only packages at run time).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
            manualChunks(id: string) {
              if (!id.includes('node_modules')) return undefined;
              if (/[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
              return undefined;
            },
          },
        },
      },
}));
