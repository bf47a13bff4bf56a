import 'wallet-modal';
import { walletModal } from 'wallet-modal/wagmi';
import { connect, createConfig, getAccount, sendTransaction, switchChain, waitForTransactionReceipt, watchAccount } from '@wagmi/core';
import { defineChain, http, type Address, type Chain } from 'viem';

/** The test's local stack; a site writes these attributes into the tag and lists its chains for wagmi. */
const stack: Record<string, string> = (window as { __APP__?: Record<string, string> }).__APP__ ?? {};
const modal = document.querySelector('wallet-modal')!;
for (const [name, value] of Object.entries(stack)) modal.setAttribute(name, value);

// wagmi's chains are the element's EVM networks, with the same RPC URLs.
const rpcUrls: Record<string, string> = JSON.parse(stack['rpc-urls'] ?? '{}');
const chains = Object.entries(rpcUrls).map(([caip, url]) =>
  defineChain({
    id: Number(caip.split(':')[1]),
    name: caip,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  }),
);
const [first, ...rest] = chains;
if (!first) throw new Error('the wagmi app needs the stack rpc-urls');

const config = createConfig({
  chains: [first, ...rest] as [Chain, ...Chain[]],
  connectors: [walletModal({ element: 'wallet-modal' })],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  // The modal is the connect UI: a wallet's own EIP-6963 announcement is not a second wagmi connector here.
  multiInjectedProviderDiscovery: false,
});
const connector = config.connectors[0]!;

watchAccount(config, {
  onChange: ({ address }) => {
    document.querySelector('[data-testid="app-address"]')!.textContent = address ?? 'not connected';
  },
});

/** What the test calls in the page; bigint and errors do not cross into it, so amounts are decimal strings. */
const app = {
  /** wagmi's connect with the connector: its answer, or the error's name when it rejects. */
  connect: () =>
    connect(config, { connector }).then(
      ({ accounts, chainId }) => ({ accounts, chainId }),
      (error: Error) => ({ error: error.name }),
    ),
  account() {
    const { status, address, chainId, connector: current } = getAccount(config);
    return { status, address, chainId, connectorId: current?.id };
  },
  switchChain: async (chainId: number) => (await switchChain(config, { chainId })).id,
  /** wagmi's sendTransaction, then wagmi's wait for the receipt: the hash and the receipt's status. */
  async send(to: string, weiDecimal: string) {
    const hash = await sendTransaction(config, { to: to as Address, value: BigInt(weiDecimal) });
    const receipt = await waitForTransactionReceipt(config, { hash });
    return { hash, status: receipt.status };
  },
};
Object.assign(window, { __wagmiApp: app });
