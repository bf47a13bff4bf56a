/**
 * The wagmi app of the wagmi e2e test (issue 23 point 5): a wagmi config whose one connector is the demo page's
 * `<wallet-modal>`, with viem transports to the stack's Anvil chains. The page loads this module from the stack's
 * dev server; the test calls wagmi's own actions through what it puts on `window`.
 */
import { connect, createConfig, getAccount, sendTransaction, switchChain, waitForTransactionReceipt } from '@wagmi/core';
import { defineChain, http, type Address, type Chain } from 'viem';
// The one line that names where the connector comes from: the packed package's 'wallet-modal/wagmi' in test/apps/ later.
import { walletModal } from '../../src/wagmi/index.ts';

export type WagmiAppChain = { chainId: number; name: string; rpcUrl: string };

const toChain = ({ chainId, name, rpcUrl }: WagmiAppChain): Chain =>
  defineChain({ id: chainId, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });

/** What the test reads and calls; bigint and errors do not cross into the test, so amounts are decimal strings. */
export type WagmiApp = {
  /** wagmi's connect with our connector; resolves with its answer, or with the error's name when it rejects. */
  connect(): Promise<{ accounts: readonly string[]; chainId: number } | { error: string }>;
  account(): { status: string; address: string | undefined; chainId: number | undefined; connectorId: string | undefined };
  switchChain(chainId: number): Promise<number>;
  /** wagmi's sendTransaction, then wagmi's wait for the receipt; the hash and the receipt's status. */
  send(to: string, weiDecimal: string): Promise<{ hash: string; status: string }>;
};

export function startWagmiApp(chains: readonly WagmiAppChain[]): WagmiApp {
  const [first, ...rest] = chains.map(toChain);
  if (!first) throw new Error('the wagmi app needs at least one chain');
  const config = createConfig({
    chains: [first, ...rest],
    connectors: [walletModal({ element: 'wallet-modal' })],
    transports: Object.fromEntries(chains.map((c) => [c.chainId, http(c.rpcUrl)])),
    // The modal is the connect UI: the Demo Wallet's own EIP-6963 announcement is not a second wagmi connector here.
    multiInjectedProviderDiscovery: false,
  });
  const connector = config.connectors[0]!;
  return {
    connect: () =>
      connect(config, { connector }).then(
        ({ accounts, chainId }) => ({ accounts, chainId }),
        (error: Error) => ({ error: error.name }),
      ),
    account() {
      const { status, address, chainId, connector: current } = getAccount(config);
      return { status, address, chainId, connectorId: current?.id };
    },
    switchChain: async (chainId) => (await switchChain(config, { chainId })).id,
    async send(to, weiDecimal) {
      const hash = await sendTransaction(config, { to: to as Address, value: BigInt(weiDecimal) });
      const receipt = await waitForTransactionReceipt(config, { hash });
      return { hash, status: receipt.status };
    },
  };
}
