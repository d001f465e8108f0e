import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build starts at our Hono entry, which imports the React Router build itself.
  build: isSsrBuild ? { rollupOptions: { input: './server/entry.ts' } } : { assetsInlineLimit: 2048 },
  plugins: [tailwindcss(), reactRouter()],
}));
