/**
 * The WalletConnect EthereumProvider (2.21.8, the last Apache-2.0 release). Only ever reached by
 * dynamic import from connector.ts, so it and its dependencies stay out of the first script.
 */
import { EthereumProvider } from '@walletconnect/ethereum-provider';
import { DEFAULT_RELAY_URL, type WalletConnectSetup } from './setup';

export type WalletConnectProvider = Awaited<ReturnType<typeof EthereumProvider.init>>;

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
function keepVerifyOffTheCriticalPath(provider: WalletConnectProvider, setup: WalletConnectSetup): void {
  const verify = provider.signer.client?.core?.verify;
  if (!verify) return;
  const vendorRegister = verify.register.bind(verify);
  const selfHosted = setup.relayUrl !== DEFAULT_RELAY_URL;
  verify.register = async (params) => {
    if (selfHosted) return '';
    const budget = new Promise<string>((resolve) => setTimeout(() => resolve(''), VERIFY_ATTESTATION_BUDGET_MS));
    return Promise.race([vendorRegister(params).then((a) => a ?? ''), budget]);
  };
}

export async function createWalletConnectProvider(setup: WalletConnectSetup): Promise<WalletConnectProvider> {
  const [first, ...rest] = setup.chainIds;
  if (first === undefined) throw new Error('WalletConnect needs an eip155 network');
  const provider = await EthereumProvider.init({
    projectId: setup.projectId,
    showQrModal: false,
    optionalChains: [first, ...rest],
    rpcMap: setup.rpcMap,
    relayUrl: setup.relayUrl,
    metadata: setup.metadata,
    customStoragePrefix: setup.storagePrefix,
    // No pulse.walletconnect.org events: nothing of ours reports to the vendor.
    telemetryEnabled: false,
    // The rpcMap URLs are the site's; do not ping them at start.
    disableProviderPing: true,
  });
  keepVerifyOffTheCriticalPath(provider, setup);
  return provider;
}
