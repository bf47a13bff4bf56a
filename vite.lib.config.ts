import { defineConfig } from 'vite';
import { cataloguePlugin } from './dev/vite-catalogue-plugin.ts';

/** A bare specifier (an npm package, `react/jsx-runtime` included) stays an import: the site's bundler resolves it. */
const isPackage = (id: string) => /^(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(id) && !id.startsWith('.');

/**
 * dist/lib/: the npm entries for sites' bundlers, `wallet-modal` (self-registering), `wallet-modal/element` (the class
 * undefined) and `wallet-modal/wagmi` (the connector; wagmi and viem are the site's, as peers). ES modules, not minified, dependencies left to the site (one React, one jotai in its build), and every
 * dynamic import kept as one: the site's bundler splits views, ethers and wallets into lazy chunks as ours does.
 */
export default defineConfig({
  plugins: [cataloguePlugin()],
  publicDir: false,
  // The production JSX runtime whatever NODE_ENV the build runs under: a site's production React has no jsxDEV.
  oxc: { jsx: { development: false } },
  ...(process.env.WM_VITE_CACHE_DIR ? { cacheDir: process.env.WM_VITE_CACHE_DIR } : {}),
  build: {
    target: 'es2022',
    outDir: 'dist/lib',
    emptyOutDir: true,
    minify: false,
    lib: { entry: { 'wallet-modal': 'src/wallet-modal.ts', element: 'src/wallet-modal-element.ts', wagmi: 'src/wagmi/index.ts' }, formats: ['es'] },
    rollupOptions: {
      external: isPackage,
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
