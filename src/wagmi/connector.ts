/**
 * `walletModal({ element })`: a wagmi connector whose connect UI is `<wallet-modal>` (issue 23 point 5). It talks to
 * the element only through its public methods and `wm-*` events, and touches no DOM until wagmi calls it.
 */
import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector } from '@wagmi/core';
import { getAddress, SwitchChainError, UserRejectedRequestError, type Address } from 'viem';
import type { AccountInfo, Eip1193Provider, WalletModalElement, WalletModalEventMap } from '../wallet-modal';
import { resolveElement, type WalletModalSource } from './element-source';
import { openUntilConnected } from './open-until-connected';
import { disconnectedProvider, providerOf } from './provider';
import { settledAccount } from './settled-account';

export type WalletModalParameters = {
  /** The `<wallet-modal>` element, a CSS selector for it, or a function returning it; looked up again at each call. */
  element: WalletModalSource;
};

/** 'eip155:31337:0xabc…' → 31337. */
const chainIdOf = (caipId: string): number => Number(caipId.split(':')[1]);

/** The element's EVM accounts, the active one first, checksummed as wagmi keeps them. */
function accountsOf(account: AccountInfo): readonly Address[] {
  if (!account.isConnected || !account.address) throw new ConnectorNotConnectedError();
  const others = account.allAccounts.filter((entry) => entry.namespace === 'eip155').map((entry) => entry.address);
  return [...new Set([account.address, ...others].map((address) => getAddress(address)))];
}

/** The wallet's EIP-1193 code behind one of the element's errors (WalletModalError's RpcCodeError carries `rpcCode`). */
const rpcCodeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'rpcCode' in error ? error.rpcCode : undefined);

walletModal.type = 'walletModal' as const;
export function walletModal(parameters: WalletModalParameters) {
  return createConnector<Eip1193Provider>((config) => {
    const standIn = disconnectedProvider();
    let followed: { element: WalletModalElement; stop(): void } | undefined;

    /** The element, with its events followed (once per element; a new element replaces the old one's listeners). */
    function element(): WalletModalElement {
      const current = resolveElement(parameters.element);
      if (followed?.element !== current) follow(current);
      return current;
    }

    function follow(current: WalletModalElement): void {
      followed?.stop();
      const listeners: { [K in keyof WalletModalEventMap]?: (event: WalletModalEventMap[K]) => void } = {
        // A connection made in the element's own UI (its Connect button, a restored session) connects wagmi too; while
        // wagmi's own connect() waits, its config ignores this and takes connect()'s answer.
        'wm-connect': ({ detail }) => {
          if (detail.namespace !== 'eip155') return;
          config.emitter.emit('connect', { accounts: accountsOf(current.getAccount('eip155')), chainId: chainIdOf(detail.caipNetworkId) });
        },
        'wm-account-change': ({ detail }) => {
          if (detail.namespace === 'eip155') connector.onAccountsChanged([detail.address]);
        },
        // The element also names its network while no wallet is connected (a disconnect goes back to the default one).
        'wm-network-change': ({ detail }) => {
          if (detail.namespace === 'eip155' && current.getAccount('eip155').isConnected) connector.onChainChanged(String(chainIdOf(detail.caipNetworkId)));
        },
        'wm-disconnect': ({ detail }) => {
          if (detail.namespace === 'eip155') connector.onDisconnect();
        },
      };
      const entries = Object.entries(listeners) as [string, EventListener][];
      for (const [type, listener] of entries) current.addEventListener(type, listener);
      followed = {
        element: current,
        stop: () => {
          for (const [type, listener] of entries) current.removeEventListener(type, listener);
        },
      };
    }

    const connector = {
      id: 'walletModal',
      name: 'Wallet Modal',
      type: walletModal.type,

      async setup() {
        // Follow the element from the start when it is already there (not in server rendering, nor before it mounts).
        try {
          element();
        } catch {}
      },

      async connect<withCapabilities extends boolean = false>({
        chainId,
        isReconnecting,
        withCapabilities,
      }: {
        chainId?: number | undefined;
        isReconnecting?: boolean | undefined;
        withCapabilities?: withCapabilities | boolean | undefined;
      } = {}) {
        const current = element();
        if (!current.getAccount('eip155').isConnected) {
          // wagmi's reconnect asks only after isAuthorized(): no modal opens without a person asking.
          if (isReconnecting) throw new ConnectorNotConnectedError();
          await openUntilConnected(current);
        }
        const accounts = await connector.getAccounts();
        let currentChainId = await connector.getChainId();
        if (chainId !== undefined && chainId !== currentChainId) {
          // As wagmi's injected connector: a refusal ends connect(); any other failure keeps the wallet's own chain.
          const chain = await connector.switchChain({ chainId }).catch((error: unknown) => {
            if (error instanceof UserRejectedRequestError) throw error;
            return { id: currentChainId };
          });
          currentChainId = chain.id;
        }
        return {
          // The element reports no EIP-5792 capabilities per account: an empty set each.
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: currentChainId,
        };
      },

      async disconnect() {
        const current = element();
        if (current.getAccount('eip155').isConnected) await current.disconnect('eip155');
      },

      async getAccounts() {
        return accountsOf(element().getAccount('eip155'));
      },

      async getChainId() {
        const { caipAddress } = element().getAccount('eip155');
        if (!caipAddress) throw new ConnectorNotConnectedError();
        return chainIdOf(caipAddress);
      },

      async getProvider() {
        return providerOf(element(), standIn);
      },

      async isAuthorized() {
        try {
          return (await settledAccount(element())).isConnected;
        } catch {
          return false;
        }
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
        try {
          // The element asks the wallet (adding the chain when it lacks it) and fires wm-network-change, which moves wagmi.
          await element().switchNetwork(`eip155:${chainId}`);
        } catch (error) {
          const cause = error instanceof Error ? error : new Error(String(error));
          throw rpcCodeOf(error) === UserRejectedRequestError.code ? new UserRejectedRequestError(cause) : new SwitchChainError(cause);
        }
        return chain;
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) });
      },

      onChainChanged(chain: string) {
        config.emitter.emit('change', { chainId: Number(chain) });
      },

      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
    return connector;
  });
}
