import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The first screens (sign-in, landing) and the app-wide stylesheet go into index.html after this build, rendered from
// the app's own components: scripts/first-paint.mjs (`npm run build`). The app's scripts start with the HTML.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by `npm run bench` to measure what the sign-in screen loads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  },
});
