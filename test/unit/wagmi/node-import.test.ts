// @vitest-environment node
/**
 * Issue 23 point 2 for the wagmi entry: it imports in plain Node (server rendering) and a wagmi config made there
 * with it neither throws nor reaches for a DOM; without an element, the connector says so instead of opening anything.
 */
import { describe, expect, it } from 'vitest';
import { connect, createConfig } from '@wagmi/core';
import { defineChain, http } from 'viem';

describe('wallet-modal/wagmi in Node', () => {
  it('imports and builds a wagmi config with no window, document or customElements', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
    const { walletModal, WalletModalNotFoundError } = await import('../../../src/wagmi');
    const chain = defineChain({
      id: 31337,
      name: 'Localhost',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    });
    const config = createConfig({ chains: [chain], connectors: [walletModal({ element: 'wallet-modal' })], transports: { 31337: http() }, ssr: true });
    const [connector] = config.connectors;
    expect(connector).toMatchObject({ id: 'walletModal', name: 'Wallet Modal', type: 'walletModal' });
    expect(await connector!.isAuthorized()).toBe(false);
    await expect(connect(config, { connector: connector! })).rejects.toBeInstanceOf(WalletModalNotFoundError);
    expect(config.state.status).toBe('disconnected');
  });
});
