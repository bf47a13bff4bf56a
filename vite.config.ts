import { defineConfig } from 'vite';
import { cataloguePlugin } from './dev/vite-catalogue-plugin';
import { sriPlugin } from './dev/vite-sri-plugin';
import { walletConnectAliases } from './dev/walletconnect-aliases';

// The product build: one self-registering entry; views, ethers and wallets split into lazy chunks.
export default defineConfig({
  // dist/sri.json: a sha384 digest of every built file, for sites that pin the script and its chunks (docs/security.md).
  // Locale chunks as arrays of values (dev/vite-catalogue-plugin.ts, src/i18n/load.ts).
  plugins: [cataloguePlugin(), sriPlugin()],
  // WalletConnect's dead weight (its logger, unused codecs, a second ed25519): small modules of ours (issue 23).
  resolve: { alias: walletConnectAliases },
  // Several checkouts sharing one node_modules (git worktrees) each need their own pre-bundle cache.
  ...(process.env.WM_VITE_CACHE_DIR ? { cacheDir: process.env.WM_VITE_CACHE_DIR } : {}),
  // The demo page is the dev entry; pre-bundling its dependencies up front avoids mid-test reloads.
  optimizeDeps: {
    // Every page the stack serves: a dependency found late makes Vite re-optimise and reload the page mid-test.
    entries: ['index.html', 'dev/phone-wallet/index.html'],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'jotai',
      'jotai/vanilla',
      '@r2wc/react-to-web-component',
      'ethers',
      'ethers/address',
      '@walletconnect/universal-provider',
      '@walletconnect/sign-client',
      'uqr',
    ],
  },
  // Chunks find each other (and Vite's preload links find them) relative to the script, so dist/ works from any path.
  base: './',
  build: {
    manifest: true,
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
        // Everything the entry needs statically goes in one chunk: fewer requests, better compression.
        codeSplitting: { groups: [{ name: 'wallet-modal-core', tags: ['$initial'] }] },
      },
      preserveEntrySignatures: 'exports-only',
      // Constants (src/constants/, which the first script holds) are written where they are used: a number only lazy
      // code reads no longer waits in the first script as an export.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
    },
  },
});
