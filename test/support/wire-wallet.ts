/**
 * An in-page EIP-1193 wallet for unit tests that speaks the real wire format (hex chain ids,
 * EIP-1193 error codes, EIP-6963 announcements). The end-to-end tests use the real Demo Wallet.
 */
import { findKnownNetwork } from '../../src/chains/known-networks';
import { createClient } from '../../src/client/create-client';
import type { WalletModalClient } from '../../src/client/types';
import { DEFAULT_OPTIONS, type ModalOptions } from '../../src/state/options';

export type WireWallet = {
  provider: {
    request(args: { method: string; params?: unknown }): Promise<unknown>;
    on(e: string, l: (v: unknown) => void): void;
    removeListener(e: string, l: (v: unknown) => void): void;
  };
  emit(event: string, value?: unknown): void;
  calls: string[];
  answer: 'approve' | 'reject';
  authorised: boolean;
  chainId: string;
  /** Resolves pending eth_requestAccounts calls by hand, to test double clicks. */
  hold: boolean;
  release(): void;
  announce(target: Window): void;
  /** What eth_sendTransaction answers (a hash by default), and the params it was last given. */
  sendReply: unknown;
  sent: unknown[] | undefined;
  /** What personal_sign answers (a 65-byte signature by default). */
  signReply: unknown;
  /** When set, what personal_sign and eth_sendTransaction throw instead of answering (a wallet's `{ code, message }`). */
  failure: unknown;
};

export function createWireWallet(address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', rdns = 'test.wire.wallet'): WireWallet {
  const listeners = new Map<string, Set<(v: unknown) => void>>();
  const held: (() => void)[] = [];
  const added = new Set<string>();
  const wallet: WireWallet = {
    calls: [],
    answer: 'approve',
    authorised: false,
    chainId: '0x7a69',
    sendReply: `0x${'cd'.repeat(32)}`,
    sent: undefined,
    signReply: `0x${'ab'.repeat(65)}`,
    failure: undefined,
    hold: false,
    release: () => {
      for (const f of held.splice(0)) f();
    },
    emit(event, value) {
      for (const l of listeners.get(event) ?? []) l(value);
    },
    announce(target) {
      const detail = Object.freeze({
        info: { uuid: '1b1c1d', name: 'Wire Wallet', icon: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E', rdns },
        provider: wallet.provider,
      });
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    },
    provider: {
      async request({ method, params }) {
        wallet.calls.push(method);
        const reject = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
        switch (method) {
          case 'eth_accounts':
            return wallet.authorised ? [address] : [];
          case 'eth_requestAccounts':
            if (wallet.hold) await new Promise<void>((resolve) => held.push(resolve));
            if (wallet.answer === 'reject') throw reject();
            wallet.authorised = true;
            return [address];
          case 'eth_chainId':
            return wallet.chainId;
          case 'personal_sign':
            if (wallet.answer === 'reject') throw reject();
            if (wallet.failure !== undefined) throw wallet.failure;
            return wallet.signReply;
          case 'eth_sendTransaction':
            if (wallet.answer === 'reject') throw reject();
            if (wallet.failure !== undefined) throw wallet.failure;
            wallet.sent = params as unknown[];
            return wallet.sendReply;
          case 'wallet_switchEthereumChain': {
            const [{ chainId }] = params as [{ chainId: string }];
            if (chainId === '0x7a6b' && !added.has(chainId)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
            wallet.chainId = chainId;
            wallet.emit('chainChanged', chainId);
            return null;
          }
          case 'wallet_addEthereumChain': {
            const [{ chainId, rpcUrls }] = params as [{ chainId: string; rpcUrls: string[] }];
            if (!Array.isArray(rpcUrls) || rpcUrls.length === 0) throw Object.assign(new Error('Invalid params'), { code: -32602 });
            added.add(chainId);
            return null;
          }
          case 'wallet_revokePermissions':
            wallet.authorised = false;
            return null;
          default:
            throw Object.assign(new Error('Unsupported method'), { code: 4200 });
        }
      },
      on(event, listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener);
      },
    },
  };
  return wallet;
}

/** A client and the fresh Wire Wallet it sees; `destroy` ends the client and stops announcing the wallet. */
export type WireClient = { client: WalletModalClient; wallet: WireWallet; destroy(): void };

/** A started client on chain 31337 (no node; or `options`), with a Wire Wallet announcing itself; not connected. */
export function startedWireClient(options: Partial<ModalOptions> = {}): WireClient {
  const wallet = createWireWallet();
  const announce = () => wallet.announce(window);
  window.addEventListener('eip6963:requestProvider', announce);
  const client = createClient(window);
  client.setOptions({ ...DEFAULT_OPTIONS, projectId: 'test', networks: [findKnownNetwork('eip155:31337')!], ...options });
  client.start();
  return {
    client,
    wallet,
    destroy() {
      client.destroy();
      window.removeEventListener('eip6963:requestProvider', announce);
    },
  };
}

/** The same, connected to the Wire Wallet, for tests of what a connected client does. */
export async function connectedWireClient(): Promise<WireClient> {
  const started = startedWireClient();
  await started.client.connect('test.wire.wallet');
  return started;
}
