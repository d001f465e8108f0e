import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  build: { assetsInlineLimit: 2048 },
  // The server build starts at our Hono entry, which imports the React Router build itself.
  environments: { ssr: { build: { rollupOptions: { input: './server/entry.ts' } } } },
  plugins: [tailwindcss(), reactRouter()],
});
