/**
 * The email and social logins' load: while Connect offers one (`frame-url` set), the client's login actions are fetched
 * (code, not data), so that a login's first step does not wait for them. The frame itself loads on the person's intent.
 */
import { optionsAtom } from '../../state/options';
import type { ViewLoads } from './types';

export const LOGIN_LOADS: ViewLoads = {
  Connect: [
    {
      key: (get) => (get(optionsAtom).frameUrl ? '' : undefined),
      start: (client) => void client.embeddedWallet().catch(() => undefined),
    },
  ],
};
