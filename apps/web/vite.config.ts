import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storefrontChunk } from './build/storefront-chunk.ts';

const API_TARGET = 'http://localhost:3001';

/** A feature's public entry points: pure re-export files (see treeshake below). */
const FEATURE_ENTRY = /src[\\/]features[\\/][^\\/]+[\\/](index|lazy)\.ts$/;

/** Vendor code split by how often it changes and where it is needed. */
const VENDOR_GROUPS: [name: string, test: RegExp][] = [
  [
    'vendor',
    /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/,
  ],
  ['forms', /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/],
];

const storefront = storefrontChunk();

export default defineConfig({
  plugins: [react(), tailwindcss(), storefront.plugin],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server preloads a page's own chunks with its HTML
    // (apps/api/src/lib/page-hints.ts) and a test holds the home page to its JavaScript budget.
    manifest: true,
    rolldownOptions: {
      // The contract package only declares constants, schemas and pure functions: let the bundler
      // drop whatever a chunk does not use (zod stays out of pages without forms). A feature's
      // public entries (index.ts, lazy.ts) only re-export: importing one hook from a feature's index
      // (the header's cart badge) must not pull the rest of that feature into every page.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/packages[\\/]contract[\\/]/.test(id) && !FEATURE_ENTRY.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS.map(([name, test]) => ({ name, test, priority: 20 })),
            storefront.group,
          ],
        },
      },
    },
  },
});
