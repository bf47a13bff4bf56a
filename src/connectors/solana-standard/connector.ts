/**
 * A Wallet Standard wallet (Phantom, Solflare, Backpack, the Demo Wallet...) as a `solana` Connector.
 * Solana wallets have no network switch: the connector remembers which of the wallet's chains the
 * session uses, and requests name it to the wallet.
 */
import type { StandardConnectMethod, StandardDisconnectMethod, StandardEventsOnMethod } from '@wallet-standard/features';
import type { Wallet } from '@wallet-standard/base';
import type { CaipNetworkId } from '../../chains/caip';
import type { Network } from '../../chains/network';
import { RpcCodeError, isUserRejection } from '../../errors/rpc';
import type { ConnectResult, Connector, ConnectorEvent, RequestArguments, SolanaSignInFields } from '../connector';
import { guardRequests } from '../../chains/allowed-methods';
import type { RpcTarget } from '../../services/json-rpc';
import { solanaChainsOf, walletChainFor } from './chains';
import { handleSolanaRequest, hasSignIn, signInWithWallet, type RequestContext } from './requests';
import { callWallet, invalidReply, notConnected, unauthorisedAccount, unsupportedMethod } from './wallet-errors';
import { connectorIdFor, featureMethod, parseAccounts, parseWalletInfo, type SolanaAccount, type WalletInfo } from './wallet';
import * as MESSAGES from '../../messages';

export type WalletStandardConnectorOptions = {
  /** Stable and storable; defaults to `wallet-standard:<slug of the name>`. */
  readonly id?: string;
  /** The site's Solana networks in its order of preference; read at each connect. */
  readonly chains: readonly CaipNetworkId[];
  /** The RPC of a network, for sending what a wallet can only sign. */
  rpcOf(chain: CaipNetworkId): RpcTarget | undefined;
};

/** Throws WALLET_REPLY_INVALID when the wallet does not present what parseWalletInfo asks for. */
export function createWalletStandardConnector(wallet: Wallet, options: WalletStandardConnectorOptions): Connector {
  const parsed = parseWalletInfo(wallet);
  if (!parsed) throw invalidReply('the wallet lacks a clean name, a data:image/ icon, a Solana chain or standard:connect/events');
  const info: WalletInfo = parsed;
  const listeners = new Set<(event: ConnectorEvent) => void>();
  let stopWalletEvents: (() => void) | undefined;
  /** The session's network; undefined while not connected. */
  let current: CaipNetworkId | undefined;
  /** The accounts of the last connect or change event, for wallets whose `accounts` lag behind. */
  let authorised: SolanaAccount[] = [];

  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event);
  };

  function read<T>(get: () => T, fallback: T): T {
    try {
      return get();
    } catch {
      return fallback; // a throwing getter on the wallet's object
    }
  }
  const walletChains = () => read(() => solanaChainsOf(wallet.chains), []);
  /** The wallet's live accounts first, then those it last gave us. */
  function accounts(): SolanaAccount[] {
    const all = [...read(() => parseAccounts(wallet.accounts), []), ...authorised];
    return all.filter((a, i) => all.findIndex((b) => b.address === a.address) === i);
  }

  /** The first of the site's networks the account (or wallet) supports; else the wallet's own first (UnsupportedChain). */
  function pickChain(accountChains: readonly CaipNetworkId[]): CaipNetworkId {
    const supported = accountChains.length > 0 ? accountChains : walletChains();
    return options.chains.find((chain) => supported.includes(chain)) ?? supported[0] ?? info.firstChain;
  }

  async function connect({ silent = false }: { silent?: boolean }): Promise<ConnectResult> {
    const connectFeature = featureMethod<StandardConnectMethod>(wallet, 'standard:connect', 'connect');
    if (!connectFeature) throw unsupportedMethod('the wallet no longer offers standard:connect');
    let output: unknown;
    try {
      output = await callWallet(() => connectFeature(silent ? { silent: true } : undefined));
    } catch (error) {
      // Some wallets refuse a silent connect they cannot honour instead of answering no accounts.
      if (silent && isUserRejection(error)) return { addresses: [], caipNetworkId: pickChain([]) };
      throw error;
    }
    if (typeof output !== 'object' || output === null) throw invalidReply('the wallet answered connect without an accounts list');
    const found = parseAccounts((output as { accounts?: unknown }).accounts);
    const [first] = found;
    if (!first) {
      if (!silent) throw invalidReply('the wallet approved but returned no Solana account');
      return { addresses: [], caipNetworkId: pickChain([]) };
    }
    authorised = found;
    current = pickChain(first.chains);
    return { addresses: found.map((a) => a.address), caipNetworkId: current };
  }

  async function disconnect(): Promise<void> {
    current = undefined;
    authorised = [];
    const disconnectFeature = featureMethod<StandardDisconnectMethod>(wallet, 'standard:disconnect', 'disconnect');
    // Best effort: forgetting the session here is what counts; a wallet's failure changes nothing.
    await Promise.resolve()
      .then(() => disconnectFeature?.())
      .catch(() => undefined);
  }

  async function switchNetwork(network: Network): Promise<void> {
    const target = network.caipNetworkId;
    const supported = new Set([...walletChains(), ...authorised.flatMap((a) => a.chains)]);
    if (!supported.has(target)) {
      throw new RpcCodeError(4902, MESSAGES.chainNotSupported, { details: `${info.name} does not support ${target}` });
    }
    current = target;
    emit({ type: 'chainChanged', caipNetworkId: target });
  }

  /** `change` events: new accounts become accountsChanged, no accounts a disconnect; others are ignored. */
  function onWalletChange(properties: unknown): void {
    if (typeof properties !== 'object' || properties === null || !('accounts' in properties)) return;
    let found: SolanaAccount[];
    try {
      found = parseAccounts((properties as { accounts: unknown }).accounts);
    } catch {
      return; // a malformed event is ignored: the session keeps its last valid account
    }
    authorised = found;
    if (found.length === 0) {
      current = undefined;
      emit({ type: 'disconnect' });
    } else {
      emit({ type: 'accountsChanged', addresses: found.map((a) => a.address) });
    }
  }

  function subscribe(listener: (event: ConnectorEvent) => void): () => void {
    listeners.add(listener);
    // One wallet subscription shared by every listener, so state updates once per event.
    if (!stopWalletEvents) {
      const on = featureMethod<StandardEventsOnMethod>(wallet, 'standard:events', 'on');
      stopWalletEvents = read(() => on?.('change', onWalletChange), undefined) ?? (() => undefined);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || !stopWalletEvents) return;
      const stop = stopWalletEvents;
      stopWalletEvents = undefined;
      read(stop, undefined);
    };
  }

  const requestContext: RequestContext = {
    wallet,
    account(address) {
      if (!current) throw notConnected(`connect ${info.name} before signing`);
      const list = accounts();
      const account = address === undefined ? list[0] : list.find((a) => a.address === address);
      if (!account)
        throw address === undefined
          ? notConnected(`${info.name} has no authorised account`)
          : unauthorisedAccount(`${address} is not an account ${info.name} authorised`);
      return account.account;
    },
    chain() {
      if (!current) throw notConnected(`connect ${info.name} before signing`);
      const chains = [...read(() => wallet.chains, []), ...authorised.flatMap((a) => a.account.chains)];
      return { caipNetworkId: current, walletChain: walletChainFor(chains, current) ?? current };
    },
    rpcOf: (chain) => options.rpcOf(chain),
  };
  const request = guardRequests((args: RequestArguments): Promise<unknown> => handleSolanaRequest(requestContext, args));

  return {
    id: options.id ?? connectorIdFor(info.name),
    name: info.name,
    type: 'ANNOUNCED',
    namespace: 'solana',
    imageUrl: info.icon,
    installed: true,
    connect,
    disconnect,
    async getAccounts() {
      return callWallet(async () => parseAccounts(wallet.accounts).map((a) => a.address));
    },
    switchNetwork,
    request,
    getProvider: () => ({ request }),
    ...(read(() => hasSignIn(wallet), false) ? { signIn: (fields: SolanaSignInFields) => signInWithWallet(requestContext, fields) } : {}),
    subscribe,
  };
}
