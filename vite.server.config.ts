import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

/** Entry chunks that are programs (run with `node`), not the library: they get the shebang. */
const PROGRAMS = new Set(['data', 'catalogue', 'auth']);
const BUILTINS = new Set(builtinModules);

/**
 * A bare specifier is an npm package (or a Node built-in): resolved from node_modules at run time, never bundled,
 * so the built servers run with plain `node` and the project's own code is all that Vite compiles.
 */
function isExternal(id: string): boolean {
  if (id.startsWith('node:') || BUILTINS.has(id)) return true;
  return /^(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(id) && !id.startsWith('.');
}

// dist/server/: `wallet-modal/server` (src/siwx/server.ts, a Node ES module for sites' own servers, no DOM) and the
// self-hostable services' entry points (`wallet-modal-data`, `wallet-modal-catalogue`, `wallet-modal-auth`).
export default defineConfig({
  publicDir: false,
  ...(process.env.WM_VITE_CACHE_DIR ? { cacheDir: process.env.WM_VITE_CACHE_DIR } : {}),
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { server: 'src/siwx/server.ts', data: 'server/data/main.ts', catalogue: 'server/catalogue/main.ts', auth: 'server/auth/main.ts' },
      external: isExternal,
      output: { format: 'es', entryFileNames: '[name].js', banner: (chunk) => (chunk.isEntry && PROGRAMS.has(chunk.name) ? '#!/usr/bin/env node' : '') },
    },
  },
});
