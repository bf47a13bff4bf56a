/**
 * The WalletConnect session core on @walletconnect/universal-provider 2.21.8 (the last Apache-2.0
 * release). Only ever reached by dynamic import from session.ts, so it and its dependencies stay out
 * of the first script.
 *
 * Why UniversalProvider and not EthereumProvider (which wraps it): EthereumProvider proposes eip155
 * only, cannot start without an eip155 chain, and reads every chainChanged / accountsChanged of its
 * UniversalProvider as eip155 (a Solana chain change would set its chainId to NaN). One session
 * spanning eip155 and solana needs the namespace-aware layer underneath, adapted here to core.ts.
 */
import { Core } from '@walletconnect/core';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { guardRequests } from '../../chains/allowed-methods';
import type { ApprovedNamespace, CoreEvent, WalletConnectCore } from './core';
import { proposalNamespaces } from './namespaces';
import { relayHostOf } from './relay-policy';
import { gateRelaySockets } from './relay-socket';
import { createRelayWatch } from './relay-watch';
import { DEFAULT_RELAY_URL, type WalletConnectSetup } from './setup';

type Universal = Awaited<ReturnType<typeof UniversalProvider.init>>;
type Verify = Universal['client']['core']['verify'];

/** How long a proposal or request may wait for the vendor's verify attestation on the public relay. */
export const VERIFY_ATTESTATION_BUDGET_MS = 300;

/**
 * Keeps the vendor's verify attestation off the critical path.
 *
 * Read in @walletconnect/core 2.21.8 (src/controllers/verify.ts) and sign-client 2.21.8
 * (engine.ts: sendProposeSession, sendRequest for METHODS_TO_VERIFY): before publishing
 * `wc_sessionPropose` and each `wc_sessionRequest`, the dapp awaits `core.verify.register()`,
 * which in a browser adds a hidden iframe of verify.walletconnect.org and waits for its
 * postMessage, aborting only after 5 s (the iframe's `error` event does not fire on a network
 * failure). There is no init option for it in 2.21.8: `telemetryEnabled: false` only stops the
 * pulse event client, `metadata.verifyUrl` is read on the wallet side only (resolve), and the
 * only skip is `isTestRun()` (process.env.IS_VITEST), which is a test switch, not ours to set.
 * The attestation is optional by protocol: when register() fails it returns "" and the wallet
 * shows the domain as unverified. So we replace `core.verify.register` (a public member typed by
 * IVerify) with one that returns "" at once when the relay is self-hosted (the vendor cannot attest
 * for it, and offline it can only time out) and, on the public relay, gives the vendor's
 * attestation a short budget instead of 5 s.
 */
function keepVerifyOffTheCriticalPath(verify: Verify | undefined, setup: WalletConnectSetup): void {
  if (!verify) return;
  const vendorRegister = verify.register.bind(verify);
  const selfHosted = setup.relayUrl !== DEFAULT_RELAY_URL;
  verify.register = async (params) => {
    if (selfHosted) return '';
    const budget = new Promise<string>((resolve) => setTimeout(() => resolve(''), VERIFY_ATTESTATION_BUDGET_MS));
    return Promise.race([vendorRegister(params).then((a) => a ?? ''), budget]);
  };
}

const namespaceOf = (key: string) => key.split(':')[0] ?? '';

/** A session namespace may be keyed `solana` or inline `solana:<ref>`; both count. */
function approvedIn(universal: Universal, namespace: string): ApprovedNamespace | undefined {
  const session = universal.session;
  if (!session) return undefined;
  const entries = Object.entries(session.namespaces).filter(([key]) => namespaceOf(key) === namespace);
  if (entries.length === 0) return undefined;
  const accounts = entries.flatMap(([, ns]) => ns.accounts ?? []);
  // Chains may be omitted by the wallet: the accounts name them too.
  const chains = entries.flatMap(([key, ns]) => (key.includes(':') ? [key] : (ns.chains ?? accounts.map((a) => a.split(':').slice(0, 2).join(':')))));
  const methods = entries.flatMap(([, ns]) => ns.methods ?? []);
  return { chains: [...new Set(chains)], accounts: [...new Set(accounts)], methods: [...new Set(methods)] };
}

export async function createWalletConnectCore(setup: WalletConnectSetup): Promise<WalletConnectCore> {
  // The core is made here, not by UniversalProvider, so the socket gate is on its relayer before the first
  // connect (Core's start, in SignClient.init, reconnects a stored session). The options are the ones
  // UniversalProvider 2.21.8 would pass to it; an existing core of the same storage prefix is reused by the SDK.
  const core = new Core({
    projectId: setup.projectId,
    relayUrl: setup.relayUrl,
    customStoragePrefix: setup.storagePrefix,
    logger: 'error',
    // No pulse.walletconnect.org events: nothing of ours reports to the vendor.
    telemetryEnabled: false,
  });
  const relay = createRelayWatch(gateRelaySockets(core.relayer), relayHostOf(setup.relayUrl));
  const universal = await UniversalProvider.init({
    core,
    projectId: setup.projectId,
    relayUrl: setup.relayUrl,
    metadata: setup.metadata,
    customStoragePrefix: setup.storagePrefix,
    telemetryEnabled: false,
    // The rpcMap URLs are the site's; do not ping them at start.
    disableProviderPing: true,
  });
  keepVerifyOffTheCriticalPath(universal.client?.core?.verify, setup);

  const listeners = new Set<(event: CoreEvent) => void>();
  const emit = (event: CoreEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  universal.on('display_uri', (uri: string) => emit({ type: 'displayUri', uri }));
  // Emitted with the CAIP-2 chain, for the wallet's chainChanged and our setDefaultChain alike; the
  // provider's plain 'chainChanged' carries only the chain reference, with no namespace.
  universal.on('default_chain_changed', (chain: string) => emit({ type: 'chainChanged', chain }));
  universal.on('session_event', ({ params }: { params: { chainId: string; event: { name: string; data: unknown } } }) => {
    if (params.event.name === 'accountsChanged') emit({ type: 'accountsChanged', namespace: namespaceOf(params.chainId), accounts: params.event.data });
  });
  universal.on('session_update', () => emit({ type: 'sessionUpdate' }));
  // Follows session_delete from the wallet, after the provider has cleared its session.
  universal.on('disconnect', () => emit({ type: 'disconnect' }));

  return {
    approved: (namespace) => approvedIn(universal, namespace),
    hasSession: () => universal.session !== undefined,
    currentChain(namespace) {
      if (!approvedIn(universal, namespace)) return undefined;
      const reference = universal.rpcProviders[namespace]?.getDefaultChain();
      return reference ? `${namespace}:${reference}` : undefined;
    },
    setCurrentChain: (chain) => universal.setDefaultChain(chain),
    async propose() {
      await relay.guard(() => universal.connect({ optionalNamespaces: proposalNamespaces(setup) }));
    },
    async disconnect() {
      if (universal.session) await universal.disconnect();
    },
    // Behind the allow-list (UniversalProvider would send a method the wallet did not approve to the chain's node),
    // and behind the relay watch (a request made while the relay is away waits for the gate's reconnects, then fails visibly).
    request: guardRequests((args, chain: string) =>
      relay.guard(() => universal.request({ method: args.method, params: args.params as object | undefined }, chain)),
    ),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
