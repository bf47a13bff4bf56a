import type { FrameSyncSource } from '../connectors/embedded/connectors';
import { SDK_TYPE, SDK_VERSION } from '../services/service-call';
import { optionsAtom } from '../state/options';
import type { ClientContext } from './context';

/**
 * What the frame is told of the site (SPEC §3's dapp data and theme payloads), from the element's options: its
 * metadata attribute, project id and this SDK; its theme and theme variables, read again when the options change.
 */
export function frameSync(ctx: ClientContext): FrameSyncSource {
  return {
    dapp() {
      const { projectId, metadata } = ctx.store.get(optionsAtom);
      return { projectId: projectId ?? '', sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, ...(metadata ? { metadata } : {}) };
    },
    theme() {
      const { theme, themeVariables } = ctx.store.get(optionsAtom);
      return { themeMode: theme, themeVariables: { ...themeVariables } };
    },
    onThemeChange: (listener) => ctx.store.sub(optionsAtom, listener),
  };
}
