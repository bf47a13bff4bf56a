// What the Phone Wallet does with each WalletConnect request, once the person has approved it.
import { JsonRpcProvider, Wallet, getAddress, getBytes, isAddress, isHexString, type TransactionRequest } from 'ethers';
import { isRecord } from '../../src/validate/record';

/** Anvil's first default account: public knowledge, funded only on devnets. */
const DEVNET_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'];
export const EVENTS = ['accountsChanged', 'chainChanged'];

export type StackChain = { chainId: number; name: string; rpcUrl: string };

/** A JSON-RPC error as the wallet answers it (EIP-1193 codes). */
export class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
export const userRejected = () => new WalletError(4001, 'User rejected the request.');
const invalidParams = (why: string) => new WalletError(-32602, `Invalid params: ${why}`);
const unauthorised = () => new WalletError(4100, 'The requested account has not been authorized by the user.');

const list = (params: unknown): unknown[] => {
  if (params === undefined) return [];
  if (!Array.isArray(params)) throw invalidParams('params must be an array');
  return params;
};

/** A request the person is asked about: a title and a readable summary. */
export function describeRequest(method: string, params: unknown, chainId: string): { title: string; summary: string } {
  const args = Array.isArray(params) ? params : [];
  switch (method) {
    case 'personal_sign': {
      const message = args[0];
      const text = typeof message === 'string' && isHexString(message) ? safeUtf8(message) : String(message);
      return { title: 'Sign this message?', summary: `${chainId}\n\n${text}` };
    }
    case 'eth_signTypedData_v4':
      return { title: 'Sign typed data?', summary: `${chainId}\n\n${typeof args[1] === 'string' ? args[1] : JSON.stringify(args[1], null, 2)}` };
    case 'eth_sendTransaction':
      return { title: 'Send this transaction?', summary: `${chainId}\n\n${JSON.stringify(args[0], null, 2)}` };
    case 'wallet_switchEthereumChain':
      return { title: 'Switch network?', summary: `to ${JSON.stringify(args[0])}` };
    default:
      return { title: `${method}?`, summary: JSON.stringify(params, null, 2) };
  }
}

function safeUtf8(hex: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(getBytes(hex));
  } catch {
    return hex;
  }
}

export function createHandlers(chains: StackChain[]) {
  const signer = new Wallet(DEVNET_KEY);
  const providers = new Map<number, JsonRpcProvider>();
  const rpc = (chainId: number) => {
    const chain = chains.find((c) => c.chainId === chainId);
    if (!chain) throw new WalletError(4902, `Unrecognized chain ID "0x${chainId.toString(16)}".`);
    if (!providers.has(chainId)) providers.set(chainId, new JsonRpcProvider(chain.rpcUrl, chainId, { staticNetwork: true, pollingInterval: 100 }));
    return providers.get(chainId)!;
  };
  /** A dapp may only ask this wallet's own account to sign. */
  const ownAddress = (value: unknown, what: string) => {
    if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`${what} must be an address`);
    if (getAddress(value) !== signer.address) throw unauthorised();
  };

  /**
   * Runs an approved request on the session's chain (`eip155:N`). For wallet_switchEthereumChain it returns
   * `null` and reports the target chain, which the caller announces with a chainChanged session event.
   */
  async function run(method: string, params: unknown, caipChainId: string, sessionChains: string[]): Promise<{ result: unknown; switchedTo?: number }> {
    const chainId = Number(caipChainId.split(':')[1]);
    switch (method) {
      case 'personal_sign': {
        const [message, address] = list(params);
        if (typeof message !== 'string') throw invalidParams('message must be a string');
        ownAddress(address, 'the second param');
        const bytes = isHexString(message) ? getBytes(message) : new TextEncoder().encode(message);
        return { result: await signer.signMessage(bytes) };
      }
      case 'eth_signTypedData_v4': {
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
        try {
          return { result: await signer.signTypedData(domain, rest, message) };
        } catch (error) {
          throw invalidParams((error as Error).message);
        }
      }
      case 'eth_sendTransaction': {
        const [raw] = list(params);
        if (!isRecord(raw)) throw invalidParams('transaction must be an object');
        const tx = raw as TransactionRequest & { gas?: string };
        if (tx.from !== undefined) ownAddress(tx.from, 'from');
        if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== 'string' || !isAddress(tx.to))) throw invalidParams('to must be an address');
        const { gas, from: _from, ...rest } = tx;
        const sent = await signer.connect(rpc(chainId)).sendTransaction({ ...rest, ...(gas ? { gasLimit: gas } : {}), chainId });
        return { result: sent.hash };
      }
      case 'wallet_switchEthereumChain': {
        const [first] = list(params) as [{ chainId?: unknown }?];
        if (typeof first?.chainId !== 'string' || !isHexString(first.chainId)) throw invalidParams('chainId must be a hex string');
        const target = Number.parseInt(first.chainId, 16);
        if (!sessionChains.includes(`eip155:${target}`)) throw new WalletError(4902, `Unrecognized chain ID "${first.chainId}".`);
        return { result: null, switchedTo: target };
      }
      default:
        throw new WalletError(4200, `The Phone Wallet does not support ${method}.`);
    }
  }

  return { address: signer.address, run };
}
