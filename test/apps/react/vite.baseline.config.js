import { defineConfig } from 'vite';

// The same React page without wallet-modal, built on its own (shared chunks would blur the measure): what React alone
// costs this app; test/e2e/apps.test.ts subtracts it.
export default defineConfig({
  build: { manifest: true, outDir: 'dist-baseline', rollupOptions: { input: 'baseline.html' } },
});
