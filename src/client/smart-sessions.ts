/**
 * SPEC §9's `smartSessions` feature, off by default. Smart sessions are granted by ERC-7715's
 * `wallet_grantPermissions`: with the feature off, the host's provider refuses it as unsupported (4200) instead of
 * passing it to the wallet, so no page script can ask for standing permissions unless the site turned the feature on.
 * `wallet_revokePermissions` stays open: EIP-2255 wallets use it to disconnect, and revoking grants nothing.
 * Checked per request, so an attribute change applies to a connected wallet at once.
 */
import type { Eip1193Provider } from '../connectors/connector';
import { UnsupportedProviderMethodError } from '../errors/rpc';
import { optionsAtom } from '../state/options';
import type { ClientContext } from './context';
import { featuresInForce } from './features';

export function withSmartSessionsRule(ctx: Pick<ClientContext, 'store'>, provider: Eip1193Provider): Eip1193Provider {
  return {
    ...provider,
    request(args) {
      const method = (args as { method?: unknown } | null)?.method;
      if (method === 'wallet_grantPermissions' && !featuresInForce(ctx.store.get(optionsAtom)).smartSessions)
        return Promise.reject(new UnsupportedProviderMethodError({ details: `${method} needs the smartSessions feature, which is off` }));
      return provider.request(args);
    },
  };
}
