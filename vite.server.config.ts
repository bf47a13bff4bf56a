import { defineConfig } from 'vite';

// `wallet-modal/server` (src/siwx/server.ts): a Node ES module for sites' own servers, no DOM; viem stays a dependency.
export default defineConfig({
  publicDir: false,
  ...(process.env.WM_VITE_CACHE_DIR ? { cacheDir: process.env.WM_VITE_CACHE_DIR } : {}),
  build: {
    ssr: 'src/siwx/server.ts',
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      external: [/^viem(\/.*)?$/, /^node:/],
      output: { format: 'es', entryFileNames: 'server.js' },
    },
  },
});
