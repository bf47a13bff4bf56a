import { defineConfig } from 'vite';

export default defineConfig({
  // The test reads which files the page loads first (the manifest) to measure what wallet-modal adds.
  build: { manifest: true },
});
