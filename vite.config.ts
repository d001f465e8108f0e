import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { routeModuleErrors } from './scripts/vite/route-module-errors.ts';
import { browserSwaps } from './scripts/vite/browser-swaps.ts';
import { serverSwaps } from './scripts/vite/server-swaps.ts';
import { shellChunk } from './scripts/vite/shell-chunk.ts';

export default defineConfig({
  build: { assetsInlineLimit: 2048 },
  // The server build starts at our Hono entry, which imports the React Router build itself.
  // The back office's UI libraries are bundled into it: left as packages, they were some 1,300
  // files for the server to resolve and load at every start (docs/decisions/014).
  environments: {
    ssr: {
      // V8 keeps the bundle's source in memory for as long as the process lives, two bytes a
      // character if a single one is not Latin-1. Escaped to ASCII, without doc comments (their
      // dashes and arrows), it is stored one byte a character.
      build: { rollupOptions: { input: './server/entry.ts', output: { charset: 'ascii', comments: { jsdoc: false } } } },
      resolve: { noExternal: [/^@?react-(aria|stately)(-components)?(\/|$)/, /^@internationalized\//, /^@tanstack\//] },
    },
  },
  plugins: [tailwindcss(), reactRouter(), routeModuleErrors(), browserSwaps(), serverSwaps(), shellChunk()],
  // The development server pre-bundles React Router; the same patch applies there.
  optimizeDeps: { rolldownOptions: { plugins: [routeModuleErrors()] } },
});
