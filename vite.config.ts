import { defineConfig } from 'vite';

// The product build: one self-registering entry; views, ethers and wallets split into lazy chunks.
export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { 'wallet-modal': 'src/wallet-modal.ts' },
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
      preserveEntrySignatures: 'exports-only',
    },
  },
});
