import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './dev/vite-catalogue-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        // src/i18n/load.ts's `?values` / `?keys` imports, as in the build.
        plugins: [cataloguePlugin()],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The data service's stop waits up to 10 s for an indexer tick in flight (by design); a hook ending one
          // must have more than that on a busy machine.
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // A browser on a busy 2-core machine: give polled expectations room before calling them failed.
          expect: { poll: { timeout: 10_000, interval: 50 } },
        },
      },
    ],
  },
});
