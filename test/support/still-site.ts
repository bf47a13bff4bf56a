import type { FrameSyncSource } from '../../src/connectors/embedded/sync';

/** A site whose theme never changes, for tests of the embedded wallet itself (test/unit/client/embedded-frame-sync.test.ts follows the element's own). */
export const STILL_SITE: FrameSyncSource = {
  dapp: () => ({ projectId: 'test', sdkVersion: 'test' }),
  theme: () => ({ themeMode: 'light' }),
  onThemeChange: () => () => {},
};
