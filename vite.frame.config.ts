import { defineConfig } from 'vite';

/**
 * dist/frame/: the embedded wallet's frame (frame/), static files a site serves from its own frame origin, beside a
 * config.json it writes itself (docs/embedded-wallet.md). Built apart from the element: nothing of it reaches the
 * element's scripts, and none of the element reaches it.
 */
export default defineConfig({
  root: 'frame',
  publicDir: false,
  base: './',
  // Its own pre-bundle cache: the element's dev server keeps node_modules/.vite, and two optimisers must not share one.
  cacheDir: process.env.WM_VITE_CACHE_DIR ? `${process.env.WM_VITE_CACHE_DIR}-frame` : '../node_modules/.vite-frame',
  build: {
    target: 'es2022',
    outDir: '../dist/frame',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
