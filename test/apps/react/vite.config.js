import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    // The test reads which files each page loads first (the manifest) to measure what wallet-modal adds.
    manifest: true,
    // index.html is the app; baseline.html the same React page without wallet-modal.
    rollupOptions: { input: { index: 'index.html', baseline: 'baseline.html' } },
  },
});
