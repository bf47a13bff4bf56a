// The Demo Wallet's EIP-1193 provider: a devnet key that signs and broadcasts for real.
import { JsonRpcProvider, Wallet, getAddress, getBytes, isAddress, isHexString, type TransactionRequest } from 'ethers';
import { askPerson, type Decision } from './approval-panel';
import { invalidParams, unauthorised, unknownChain, unsupportedMethod, userRejected } from './errors';
import { clearState, loadState, saveState, type KnownChain } from './wallet-state';
import { isRecord } from '../../src/validate/record';

/** Anvil's first default account: public knowledge, funded only on devnets. */
const DEVNET_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

const READ_ONLY = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
]);

export type Mode = 'manual' | Decision;
type Listener = (value: unknown) => void;
type Args = { method: string; params?: unknown };

const hex = (n: number) => `0x${n.toString(16)}`;

export function createDemoProvider(chains: KnownChain[]) {
  const state = loadState(chains[0]!.chainId);
  const listeners = new Map<string, Set<Listener>>();
  const signer = new Wallet(DEVNET_KEY);
  const controls = { mode: 'manual' as Mode, prompts: 0 };
  /**
   * Smart-account mode (sign-in's EIP-1271 test): the wallet reports this DemoSmartAccount's address as its account
   * and signs messages with the contract's owner key (the devnet key), as a smart-account wallet's signer does; the
   * contract's isValidSignature accepts exactly that. It does not send transactions from the contract.
   */
  let smartAccount: string | undefined;
  const account = () => smartAccount ?? signer.address;

  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value);
  };
  const persist = () => saveState(state);
  const allChains = () => [...chains, ...state.added.filter((a) => !chains.some((c) => c.chainId === a.chainId))];
  const chain = () => allChains().find((c) => c.chainId === state.chainId) ?? chains[0]!;
  // One provider per chain, so nonces and connections are reused rather than rebuilt per request. No request cache
  // (ethers shares identical requests for 250 ms by default): two transactions in a row (an approve, then a swap)
  // would otherwise get the same pending nonce, and the second would be refused.
  const providers = new Map<number, JsonRpcProvider>();
  const rpc = () => {
    const { chainId, rpcUrl } = chain();
    if (!providers.has(chainId)) providers.set(chainId, new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, pollingInterval: 100, cacheTimeout: -1 }));
    return providers.get(chainId)!;
  };

  async function approve(title: string, summary: unknown): Promise<void> {
    controls.prompts++;
    const decision =
      controls.mode === 'manual' ? await askPerson(title, typeof summary === 'string' ? summary : JSON.stringify(summary, null, 2)) : controls.mode;
    if (decision === 'reject') throw userRejected();
  }
  const requireAuthorised = () => {
    if (!state.authorised) throw unauthorised();
  };
  const list = (params: unknown): unknown[] => {
    if (params === undefined) return [];
    if (!Array.isArray(params)) throw invalidParams('params must be an array');
    return params;
  };
  /** A dapp may only ask this wallet's own account to sign. */
  const ownAddress = (value: unknown, what: string) => {
    if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`${what} must be an address`);
    if (getAddress(value) !== getAddress(account())) throw unauthorised();
  };
  const chainIdParam = (params: unknown): number => {
    const [first] = list(params) as [{ chainId?: unknown }?];
    if (typeof first?.chainId !== 'string' || !isHexString(first.chainId)) throw invalidParams('chainId must be a hex string');
    return Number.parseInt(first.chainId, 16);
  };

  function switchTo(chainId: number) {
    if (chainId === state.chainId) return;
    state.chainId = chainId;
    persist();
    emit('chainChanged', hex(chainId));
  }

  async function request({ method, params }: Args): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return hex(state.chainId);
      case 'net_version':
        return String(state.chainId);
      case 'eth_accounts':
        return state.authorised ? [account()] : [];
      case 'eth_requestAccounts':
        if (!state.authorised) {
          await approve('Connect to this site?', `${location.origin} wants to see your address\n${account()}`);
          state.authorised = true;
          persist();
          emit('connect', { chainId: hex(state.chainId) });
          emit('accountsChanged', [account()]);
        }
        return [account()];
      case 'wallet_revokePermissions':
        state.authorised = false;
        persist();
        emit('accountsChanged', []);
        return null;
      case 'personal_sign': {
        requireAuthorised();
        const [message, address] = list(params);
        if (typeof message !== 'string') throw invalidParams('message must be a string');
        ownAddress(address, 'the second param');
        const bytes = isHexString(message) ? getBytes(message) : new TextEncoder().encode(message);
        await approve('Sign this message?', new TextDecoder().decode(bytes));
        return signer.signMessage(bytes);
      }
      case 'eth_signTypedData_v4': {
        requireAuthorised();
        const [address, raw] = list(params);
        ownAddress(address, 'the first param');
        let typed: unknown = raw;
        if (typeof raw === 'string') {
          try {
            typed = JSON.parse(raw);
          } catch {
            throw invalidParams('typed data must be JSON');
          }
        }
        const { domain, types, message } = (typed ?? {}) as { domain?: unknown; types?: unknown; message?: unknown };
        if (!isRecord(domain) || !isRecord(types) || !isRecord(message)) throw invalidParams('typed data needs domain, types and message objects');
        const { EIP712Domain: _domain, ...rest } = types as Record<string, never>;
        await approve('Sign typed data?', typed);
        try {
          return await signer.signTypedData(domain, rest, message);
        } catch (error) {
          throw invalidParams((error as Error).message);
        }
      }
      case 'eth_sendTransaction': {
        requireAuthorised();
        const [raw] = list(params);
        if (!isRecord(raw)) throw invalidParams('transaction must be an object');
        const tx = raw as TransactionRequest & { gas?: string };
        if (smartAccount) throw unsupportedMethod('eth_sendTransaction from the smart account');
        if (tx.from !== undefined) ownAddress(tx.from, 'from');
        if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== 'string' || !isAddress(tx.to))) throw invalidParams('to must be an address');
        await approve('Send this transaction?', tx);
        const { gas, ...rest } = tx;
        const sent = await signer.connect(rpc()).sendTransaction({ ...rest, ...(gas ? { gasLimit: gas } : {}), chainId: state.chainId });
        return sent.hash;
      }
      case 'wallet_switchEthereumChain': {
        const chainId = chainIdParam(params);
        if (!allChains().some((c) => c.chainId === chainId)) throw unknownChain(hex(chainId));
        switchTo(chainId);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const chainId = chainIdParam(params);
        const [{ rpcUrls, chainName }] = list(params) as [{ rpcUrls?: unknown; chainName?: unknown }];
        if (!Array.isArray(rpcUrls) || typeof rpcUrls[0] !== 'string') throw invalidParams('rpcUrls must list a URL');
        if (!allChains().some((c) => c.chainId === chainId)) {
          await approve('Add this network?', { chainId, chainName, rpcUrls });
          state.added.push({ chainId, rpcUrl: rpcUrls[0], name: String(chainName ?? chainId) });
          persist();
        }
        return null;
      }
      default:
        if (READ_ONLY.has(method)) return rpc().send(method, list(params));
        throw unsupportedMethod(method);
    }
  }

  const provider = {
    isDemoWallet: true,
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  const testControls = {
    get mode() {
      return controls.mode;
    },
    set mode(value: Mode) {
      controls.mode = value;
    },
    get prompts() {
      return controls.prompts;
    },
    address: signer.address,
    /** Smart-account mode on (a DemoSmartAccount address owned by the devnet key) or off (null); see `smartAccount` above. */
    useSmartAccount(address: string | null) {
      if (address !== null && !isAddress(address)) throw invalidParams('useSmartAccount takes an address or null');
      smartAccount = address === null ? undefined : getAddress(address);
      if (state.authorised) emit('accountsChanged', [account()]);
    },
    /** A switch made in the wallet itself, as a person would in the extension. */
    switchChain: (chainId: number) => switchTo(chainId),
    lock: () => emit('accountsChanged', []),
    reset() {
      clearState();
      state.authorised = false;
      state.chainId = chains[0]!.chainId;
      state.added = [];
      smartAccount = undefined;
    },
  };
  return { provider, testControls };
}
