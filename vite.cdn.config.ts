import { defineConfig, mergeConfig } from 'vite';
import product from './vite.config.ts';

/**
 * dist/cdn/: the product build under a fixed name, `wallet-modal.js`, for `<script type="module" src=".../wallet-modal.js">`
 * from a CDN or a site's own folder; its chunks keep their hashes (chunks/), and sri.json pins every file. The product
 * config's plugins and aliases apply unchanged: the same bytes as dist/wallet-modal-[hash].js, under another name.
 */
export default mergeConfig(
  product,
  defineConfig({
    publicDir: false,
    build: {
      outDir: 'dist/cdn',
      manifest: false,
      // A CDN serves what the package ships: no source maps, which would triple it (dist/ keeps its own).
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: '[name].js' } },
    },
  }),
);
