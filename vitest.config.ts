import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './dev/vite-catalogue-plugin';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files share one stack, and Send, Swap, Buy and sendTransaction move the demo account's funds and the
 * pools. The files that check the stack's seeded state run first, the others in Vitest's own order after them.
 */
const SEEDED_STATE_READERS = ['test/e2e/stack.test.ts', 'test/e2e/account-data.test.ts', 'test/e2e/account-data-services.test.ts'];
class SeededStateFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = SEEDED_STATE_READERS.findIndex((path) => file.moduleId.endsWith(path));
      return at < 0 ? SEEDED_STATE_READERS.length : at;
    };
    return (await super.sort(files))
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

/** The browser suites: one local stack (global-setup.ts) for all their files, run one file at a time. */
const ON_THE_STACK = {
  environment: 'node' as const,
  globalSetup: ['test/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  fileParallelism: false,
  // A browser on a busy 2-core machine: give polled expectations room before calling them failed.
  expect: { poll: { timeout: 10_000, interval: 50 } },
};

export default defineConfig({
  test: {
    // Vitest takes the sequencer from the root config only; for the unit files it keeps Vitest's own order.
    sequence: { sequencer: SeededStateFirst },
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
      // Next.js's install is too heavy for every run: `npm run test:apps` (which .ci/run runs too).
      { test: { name: 'apps', include: ['test/e2e-apps/**/*.test.ts'], ...ON_THE_STACK } },
      { test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], ...ON_THE_STACK } },
    ],
  },
});
