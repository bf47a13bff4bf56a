// The wallet side of WalletConnect v2 (sign-client 2.21.8) over the stack's loopback relay.
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import { EVENTS, METHODS, WalletError, createHandlers, describeRequest, userRejected, type StackChain } from './handlers';
import { SOLANA_WALLET_EVENTS, SOLANA_WALLET_METHODS, createSolanaHandlers, describeSolanaRequest, type StackSolana } from './solana';

export type Mode = 'manual' | 'approve' | 'reject';
export type Decision = 'approve' | 'reject';
export type Ask = (prompt: { kind: 'proposal' | 'request'; title: string; summary: string }) => Promise<Decision>;

/** The networks the Phone Wallet offers a dapp: the demo page's. */
const WALLET_CHAINS = ['eip155:31337', 'eip155:31338'];
/** The dapp and this wallet may share a page's storage (same origin): the core is keyed by this prefix. */
const STORAGE_PREFIX = 'walletmodal-phone-wallet';

export type SessionSummary = { topic: string; peer: string; url: string; chains: string[]; accounts: string[]; expiry: number };
type Client = InstanceType<typeof SignClient>;

export async function createPhoneWallet(options: {
  chains: StackChain[];
  solana?: StackSolana;
  relayUrl: string;
  ask: Ask;
  onChange: () => void;
  log: (line: string) => void;
}) {
  const { chains, relayUrl, ask, onChange, log } = options;
  const handlers = createHandlers(chains);
  // With the stack's Solana chain, the wallet also holds a Solana key (seed 2) for dapps that ask for solana.
  const solana = options.solana ? await createSolanaHandlers(options.solana) : undefined;
  const state = { mode: 'manual' as Mode, prompts: 0 };

  const metadata: SignClientTypes.Metadata = {
    name: 'Phone Wallet',
    description: 'The wallet-modal stack’s phone wallet (WalletConnect, Anvil and Solana devnet keys)',
    url: location.origin,
    icons: [],
  };
  const client: Client = await SignClient.init({
    projectId: 'walletmodal-phone',
    relayUrl,
    metadata,
    customStoragePrefix: STORAGE_PREFIX,
    telemetryEnabled: false,
    logger: 'error',
  });

  const decide = async (kind: 'proposal' | 'request', title: string, summary: string): Promise<Decision> => {
    state.prompts++;
    return state.mode === 'manual' ? ask({ kind, title, summary }) : state.mode;
  };

  const sessions = (): SessionSummary[] =>
    client.session.getAll().map((s: SessionTypes.Struct) => ({
      topic: s.topic,
      peer: s.peer.metadata.name,
      url: s.peer.metadata.url,
      chains: Object.values(s.namespaces).flatMap((n) => n.chains ?? []),
      accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
      expiry: s.expiry,
    }));

  /**
   * The namespaces to approve: eip155 unless only other namespaces were asked for (as before solana), and
   * solana, on the stack's chain with the Solana key, when asked for and the stack has it.
   */
  function namespacesFor(asked: Set<string>): SessionTypes.Namespaces {
    const namespaces: SessionTypes.Namespaces = {};
    if (asked.has('eip155') || !(asked.has('solana') && solana)) {
      namespaces.eip155 = { chains: WALLET_CHAINS, accounts: WALLET_CHAINS.map((c) => `${c}:${handlers.address}`), methods: METHODS, events: EVENTS };
    }
    if (asked.has('solana') && solana) {
      namespaces.solana = {
        chains: [solana.chain],
        accounts: [`${solana.chain}:${solana.address}`],
        methods: SOLANA_WALLET_METHODS,
        events: SOLANA_WALLET_EVENTS,
      };
    }
    return namespaces;
  }

  client.on('session_proposal', async ({ id, params }) => {
    const { proposer, requiredNamespaces, optionalNamespaces } = params;
    const askedFor = { ...(requiredNamespaces ?? {}), ...(optionalNamespaces ?? {}) };
    const wanted = Object.entries(askedFor).flatMap(([key, n]) => n.chains ?? (key.includes(':') ? [key] : []));
    const namespaces = namespacesFor(new Set(Object.keys(askedFor).map((key) => key.split(':')[0]!)));
    const accounts = Object.entries(namespaces).map(([ns, n]) => `${ns}: ${n.accounts[0]!.split(':').pop()}`);
    const summary = `${proposer.metadata.name} (${proposer.metadata.url}) asks to connect\nchains: ${[...new Set(wanted)].join(', ') || '(any)'}\naccount: ${accounts.join('\naccount: ')}`;
    log(`proposal from ${proposer.metadata.name}`);
    const decision = await decide('proposal', 'Connect to this site?', summary);
    try {
      if (decision === 'reject') {
        await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
        log('session rejected');
      } else {
        const { acknowledged } = await client.approve({ id, namespaces });
        const session = await acknowledged();
        log(`session approved: ${session.peer.metadata.name} (${Object.keys(namespaces).join(', ')})`);
      }
    } catch (error) {
      log(`proposal failed: ${(error as Error).message}`);
    }
    onChange();
  });

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params;
    const onSolana = chainId.startsWith('solana:');
    const { title, summary } = (onSolana ? describeSolanaRequest : describeRequest)(request.method, request.params, chainId);
    log(`request ${request.method} on ${chainId}`);
    const session = client.session.get(topic);
    const sessionChains = session.namespaces.eip155?.chains ?? [];
    let response: { id: number; jsonrpc: '2.0'; result: unknown } | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } };
    try {
      if (!(onSolana && solana ? SOLANA_WALLET_METHODS : METHODS).includes(request.method))
        throw new WalletError(4200, `The Phone Wallet does not support ${request.method}.`);
      if ((await decide('request', title, summary)) === 'reject') throw userRejected();
      const { result, switchedTo } =
        onSolana && solana
          ? { result: await solana.run(request.method, request.params, chainId), switchedTo: undefined }
          : await handlers.run(request.method, request.params, chainId, sessionChains);
      response = { id, jsonrpc: '2.0', result };
      await client.respond({ topic, response });
      if (switchedTo !== undefined) await emitChainChanged(topic, switchedTo);
      log(`${request.method}: done`);
    } catch (error) {
      const code = error instanceof WalletError ? error.code : -32603;
      const message = error instanceof Error ? error.message : 'Internal error';
      response = { id, jsonrpc: '2.0', error: { code, message } };
      await client.respond({ topic, response }).catch(() => {});
      log(`${request.method}: ${message}`);
    }
    onChange();
  });

  client.on('session_delete', ({ topic }) => {
    log(`session ${topic.slice(0, 8)} ended by the site`);
    onChange();
  });
  client.on('session_expire', () => onChange());

  /** Tells the dapp the wallet is now on `chainId` (after wallet_switchEthereumChain, or a switch made here). */
  async function emitChainChanged(topic: string, chainId: number) {
    await client.emit({ topic, chainId: `eip155:${chainId}`, event: { name: 'chainChanged', data: chainId } });
  }

  return {
    client,
    address: handlers.address,
    /** The Solana account (base58), when the stack has a Solana chain. */
    solanaAddress: solana?.address,
    state,
    sessions,
    /** Pairs with a `wc:` URI (pasted, or from a deep link); the proposal follows from the relay. */
    async pair(uri: string) {
      log('pairing…');
      await client.pair({ uri: uri.trim() });
      log('paired; waiting for the proposal');
    },
    /** Ends one session, or every session. */
    async disconnect(topic?: string) {
      for (const s of client.session.getAll()) {
        if (topic && s.topic !== topic) continue;
        await client.disconnect({ topic: s.topic, reason: { code: 6000, message: 'User disconnected.' } });
        log(`session ${s.topic.slice(0, 8)} disconnected`);
      }
      onChange();
    },
    /** A switch made in the wallet itself: every session hears chainChanged. */
    async switchChain(chainId: number) {
      for (const s of client.session.getAll()) await emitChainChanged(s.topic, chainId);
    },
  };
}
